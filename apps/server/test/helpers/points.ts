import { eq } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { creditSettledBets } from '../../src/modules/points/earn.ts';
import { merchants } from '../../src/platform/db/schema.ts';
import { sealedCall } from './accounts.ts';
import { channels, fund, operatorToken, player } from './money.ts';
import { playedBet } from './rounds.ts';

type Headers = Record<string, string>;

/** 1 point per 1.00 of valid bet; 100 points convert to 1.00, at least 10 at a time. */
export const RULES = {
  enabled: true,
  betUnit: '100',
  pointsPerUnit: '1',
  convertPoints: '100',
  convertAmount: '100',
  minConvert: '10',
};

/** An admin of the brand `headers` name, signed in once per app and brand. */
const admins = new WeakMap<App, Map<string, Promise<string>>>();
function adminToken(app: App, headers: Headers): Promise<string> {
  const code = headers.merchant ?? '';
  const ofApp = admins.get(app) ?? new Map<string, Promise<string>>();
  admins.set(app, ofApp);
  let token = ofApp.get(code);
  if (!token) {
    token = (async () => {
      const [brand] = await app.database.db
        .select({ id: merchants.id })
        .from(merchants)
        .where(eq(merchants.code, code));
      if (!brand) throw new Error(`no brand ${code}`);
      return (await operatorToken(app, { merchant: code }, brand.id, 'admin')).token;
    })();
    ofApp.set(code, token);
  }
  return token;
}

/**
 * The brand's point rules, set by its admin (the rules are admins' alone): `op` names the brand,
 * whichever operator it signs in.
 */
export const setRules = async (app: App, op: Headers, rules: Record<string, unknown> = RULES) =>
  app.inject({
    method: 'PUT',
    url: '/wps/operator/points/config',
    headers: { ...op, authorization: await adminToken(app, op) },
    payload: rules,
  });

/** A settled bet of `stake` (lost, so the wallet keeps what is left), through the vendor wallet. */
export async function settledBet(app: App, merchantId: number, memberId: number, stake: bigint) {
  const merchant = { id: merchantId, currency: 'USD', walletMode: 'single' as const };
  return (await playedBet(app.database.db, merchant, memberId, { stake, payout: 0n })).betId;
}

/**
 * A signed-in player (payment password 123456) who earned `points` the real way: a deposit,
 * a settled bet of that many dollars, and the crediting sweep.
 */
export async function playerWithPoints(app: App, headers: Headers, merchantId: number, op: Headers, points: number) {
  const p = await player(app, headers, merchantId);
  const stake = BigInt(points) * 100n;
  await fund(app, p.auth, op, (await channels(app, merchantId)).bank.id, (stake + 10_000n).toString());
  await settledBet(app, merchantId, p.member.id, stake);
  await creditSettledBets(app.database.db, merchantId);
  return p;
}

export const pointsOf = async (app: App, auth: Headers) =>
  (await app.inject({ url: '/wps/relay/MCS2_getPointBalance', headers: auth })).json().value as {
    points: string;
    held: string;
  };

export const newGoods = async (app: App, op: Headers, price: number, stock: number) =>
  (
    await app.inject({
      method: 'POST',
      url: '/wps/operator/points/goods',
      headers: op,
      payload: { names: { EN: 'Mug', KM: 'កែវ' }, imageUrl: '/points/mug.svg', price: String(price), stock },
    })
  ).json().value as { id: number };

export const redeem = (app: App, auth: Headers, body: Record<string, unknown>) =>
  sealedCall(app, {
    url: '/wps/relay/MCS2_redeemPointReward',
    headers: auth,
    payload: { quantity: 1, address: 'No. 12, Street 310, Phnom Penh', paymentPassword: '123456', ...body },
  });

export const convert = (app: App, auth: Headers, body: Record<string, unknown>) =>
  sealedCall(app, {
    url: '/wps/relay/MCS2_convertPoint',
    headers: auth,
    payload: { paymentPassword: '123456', ...body },
  });
