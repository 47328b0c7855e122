import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { merchantModules } from '../src/platform/db/schema.ts';
import { lastCode, login, makeMember, sealedCall, uniquePhone } from './helpers/accounts.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';

/**
 * A member whose password must change (the merchant's default, an agent-made account, or an
 * expired one) holds a session, but the server answers only the change, logout and the member
 * read until the password is changed: a client that skips the change screen gets nothing else.
 */
let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  m = await createMerchant(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: Record<string, unknown> };
/** Balance, deposit, game launch, payment password, transactions, withdrawal, a bet, a transfer. */
const GUARDED: Call[] = [
  { method: 'GET', url: '/wps/v2/wallets/balance' },
  { method: 'GET', url: '/wps/transaction/deposit/channels' },
  { method: 'PUT', url: '/wps/transaction/deposit', payload: { channelId: 1, amount: '10000' } },
  { method: 'GET', url: '/wps/game/launchGame?gameCode=x&vendorCode=HOUSE' },
  { method: 'POST', url: '/wps/member/paymentPassword', payload: { paymentPassword: '123456' } },
  { method: 'GET', url: '/wps/member/transactions' },
  { method: 'PUT', url: '/wps/transaction/withdraw', payload: { amount: '100' } },
  { method: 'POST', url: '/lgw/bets', payload: {} },
  { method: 'POST', url: '/wps/relay/GCS_walletTransfer', payload: {} },
  { method: 'POST', url: '/wps/agent/transfer', payload: {} },
];

const auth = (token: string) => ({ ...m.headers, authorization: `Bearer ${token}` });

async function expectRefused(token: string) {
  for (const call of GUARDED) {
    const res = await app.inject({ ...call, headers: auth(token) });
    expect({ url: call.url, status: res.statusCode, body: res.json() }).toEqual({
      url: call.url,
      status: 403,
      body: { success: false, errorCode: 'password.change.required', message: expect.any(String), value: null },
    });
  }
}

const info = (token: string) => app.inject({ url: '/wps/member/info', headers: auth(token) });
const balance = (token: string) => app.inject({ url: '/wps/v2/wallets/balance', headers: auth(token) });

describe('a password that must change', () => {
  it('the default password: only the change, the member read and logout answer until it is changed', async () => {
    const member = await makeMember(app, m.id, { password: 'abc123456' });
    const signIn = await login(app, m.headers, { username: member.account, password: 'abc123456' });
    const { token, forceChangePassword } = signIn.json().value;
    expect(forceChangePassword).toBe(true);
    await expectRefused(token);
    const read = await info(token);
    expect(read.statusCode).toBe(200);
    expect(read.json().value.forceChangePassword).toBe(true);

    const changed = await sealedCall(app, {
      url: '/wps/member/password',
      headers: auth(token),
      payload: { oldPassword: 'abc123456', newPassword: 'mine1234', confirmNewPassword: 'mine1234' },
    });
    expect(changed.statusCode).toBe(200);
    // The same session goes on, now with everything open.
    expect((await balance(token)).statusCode).toBe(200);
    const deposits = await app.inject({ url: '/wps/transaction/deposit/records', headers: auth(token) });
    expect(deposits.statusCode).toBe(200);
  });

  it('an account an agent handed out (flagged on the row), also when a client never asks', async () => {
    const member = await makeMember(app, m.id, { mustChangePassword: true });
    const token = (await login(app, m.headers, { username: member.account, password: member.password })).json().value
      .token;
    await expectRefused(token);
    const out = await app.inject({ method: 'POST', url: '/wps/session/logout', headers: auth(token) });
    expect(out.statusCode).toBe(200);
    expect((await info(token)).json().errorCode).toBe('user.token.expired');
  });

  it('an expired password, where the merchant enforces expiry', async () => {
    const expiry = await createMerchant(database);
    await database.db
      .insert(merchantModules)
      .values({ merchantId: expiry.id, modId: 'PWDEXPFORCECHANGE3', enabled: true });
    const old = await makeMember(app, expiry.id, { passwordChangedAt: new Date(Date.now() - 91 * 86_400_000) });
    const token = (await login(app, expiry.headers, { username: old.account, password: old.password })).json().value
      .token;
    const refused = await app.inject({
      url: '/wps/v2/wallets/balance',
      headers: { ...expiry.headers, authorization: `Bearer ${token}` },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('password.change.required');
  });

  it('a sign-in by a code sent to the phone is not held: no password was typed to change from', async () => {
    const phone = uniquePhone();
    const member = await makeMember(app, m.id, { mustChangePassword: true, mobile: phone, countryDialingCode: '855' });
    await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: m.headers,
      payload: { mobileNum: phone, countryDialingCode: '855' },
    });
    const code = await lastCode(app, m.headers, `+855${phone}`);
    const bySms = await login(app, m.headers, {
      type: 'sms',
      mobileNum: phone,
      countryDialingCode: '855',
      verificationCode: code,
    });
    expect(bySms.json().value.forceChangePassword).toBe(false);
    expect((await balance(bySms.json().value.token)).statusCode).toBe(200);
    // The same account signed in by its handed-out password is still held.
    const byPassword = await login(app, m.headers, { username: member.account, password: member.password });
    expect((await balance(byPassword.json().value.token)).json().errorCode).toBe('password.change.required');
  });

  it('leaves a member with a current password alone', async () => {
    const member = await makeMember(app, m.id);
    const token = (await login(app, m.headers, { username: member.account, password: member.password })).json().value
      .token;
    expect((await balance(token)).statusCode).toBe(200);
  });
});
