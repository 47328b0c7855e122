import type { OperatorRole } from '@mekong/contracts';
import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import type { App } from '../../src/app.ts';
import { hashPassword } from '../../src/platform/auth/passwords.ts';
import { operators, paymentChannels } from '../../src/platform/db/schema.ts';
import { loginToken, makeMember, sealedCall } from './accounts.ts';
import { uniqueCode } from './app.ts';

type Headers = Record<string, string>;

/**
 * An authenticator's code `stepsAhead` 30-second steps from now. A code is good once: a test that
 * signs the same operator in again takes the next step's, which the server accepts as from a clock
 * a little ahead.
 */
export const totpCode = (secret: OTPAuth.Secret | string, stepsAhead = 0) =>
  new OTPAuth.TOTP({ secret: typeof secret === 'string' ? OTPAuth.Secret.fromBase32(secret) : secret }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

/** An operator of the merchant, signed in with password and authenticator code. */
export async function operatorToken(app: App, headers: Headers, merchantId: number, role: OperatorRole = 'finance') {
  const secret = new OTPAuth.Secret();
  const username = uniqueCode('op');
  await app.database.db.insert(operators).values({
    merchantId,
    username,
    passwordHash: await hashPassword('operator-pass'),
    totpSecret: secret.base32,
    totpEnrolledAt: new Date(),
    role,
  });
  const code = totpCode(secret);
  const res = await app.inject({
    method: 'POST',
    url: '/wps/operator/login',
    headers,
    payload: { username, password: 'operator-pass', totp: code },
  });
  return { token: res.json().value.token as string, secret, username, code };
}

/** A signed-in player with a real name and a payment password (123456). */
export async function player(app: App, headers: Headers, merchantId: number) {
  const member = await makeMember(app, merchantId, { payeeName: 'Sok Dara' });
  const token = await loginToken(app, headers, member);
  const auth = { ...headers, authorization: token };
  await sealedCall(app, { url: '/wps/member/paymentPassword', headers: auth, payload: { paymentPassword: '123456' } });
  return { member, token, auth };
}

export async function channels(app: App, merchantId: number) {
  const rows = await app.database.db.select().from(paymentChannels).where(eq(paymentChannels.merchantId, merchantId));
  const bank = rows.find((c) => c.kind === 'BANK');
  const gateway = rows.find((c) => c.kind === 'GATEWAY');
  if (!bank || !gateway) throw new Error('seeded channels missing');
  return { bank, gateway };
}

export const balanceOf = async (app: App, auth: Headers) =>
  (await app.inject({ url: '/wps/v2/wallets/balance', headers: auth })).json().value.sumBalance as string;

/** Funds a player through a bank deposit an operator confirms: the real path, not a shortcut. */
export async function fund(app: App, auth: Headers, opHeaders: Headers, channelId: number, amount: string) {
  const dep = await app.inject({
    method: 'PUT',
    url: '/wps/transaction/deposit',
    headers: auth,
    payload: { channelId, amount },
  });
  const id = dep.json().value.id as number;
  await app.inject({ method: 'POST', url: `/wps/operator/deposits/${id}/confirm`, headers: opHeaders });
  return id;
}

/** A funded player with a bank card in their real name, ready to withdraw. */
export async function withdrawingPlayer(
  app: App,
  headers: Headers,
  merchantId: number,
  opHeaders: Headers,
  channelId: number,
  amount = '100000',
) {
  const p = await player(app, headers, merchantId);
  await fund(app, p.auth, opHeaders, channelId, amount);
  const card = await sealedCall(app, {
    method: 'PUT',
    url: '/wps/member/bankCard',
    headers: p.auth,
    payload: { bankName: 'ABA', accountNumber: `0${p.member.id}99887766`, accountName: 'sok dara' },
  });
  return { ...p, cardId: card.json().value.id as number };
}

/** An operator's bonus grant through the API (POST /wps/operator/bonuses), as the back office sends it. */
export const grantBonusViaApi = (
  app: App,
  opHeaders: Headers,
  grant: { account: string; amount: string; turnoverMultiple: number; reason: string; idempotencyKey: string },
) => app.inject({ method: 'POST', url: '/wps/operator/bonuses', headers: opHeaders, payload: grant });

/** The player's own limit, set through the API as they set it (a new or lower one applies at once). */
export async function setOwnLimit(app: App, auth: Headers, limit: { kind: string; period: string; amount: string }) {
  const res = await app.inject({ method: 'PUT', url: '/wps/member/limits', headers: auth, payload: limit });
  if (res.statusCode !== 200) throw new Error(`limit refused: ${res.body}`);
}

/** A break the player takes through the API (a time-out or a self-exclusion). */
export async function takeBreak(app: App, auth: Headers, brk: { kind: string; length: string }) {
  const res = await app.inject({ method: 'POST', url: '/wps/member/breaks', headers: auth, payload: brk });
  if (res.statusCode !== 200) throw new Error(`break refused: ${res.body}`);
}
