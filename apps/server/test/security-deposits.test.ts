/**
 * Who can mark a deposit paid (issue 15, point 1): the sandbox gateway exists only where it is
 * switched on, pays only the order its pay link was made for, and settles only orders of its own
 * channel and merchant through its signed callback; a bank transfer is settled by an operator.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { signSandbox } from '../src/modules/deposit/gateway.ts';
import { sandboxSecret } from '../src/modules/deposit/sandbox.ts';
import { loadConfig } from '../src/platform/config.ts';
import type { Database } from '../src/platform/db/index.ts';
import { deposits } from '../src/platform/db/schema.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';
import { balanceOf, channels, operatorToken, player } from './helpers/money.ts';

type Headers = Record<string, string>;
let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;
let ch: Awaited<ReturnType<typeof channels>>;
let op: Headers;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  m = await createMerchant(database);
  ch = await channels(app, m.id);
  op = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id)).token };
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function order(on: App, auth: Headers, channelId: number, amount = '5000') {
  const res = await on.inject({
    method: 'PUT',
    url: '/wps/transaction/deposit',
    headers: auth,
    payload: { channelId, amount },
  });
  return res.json().value as { id: number; payUrl: string | null };
}
const pay = (on: App, path: string) =>
  on.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'result=PAID',
  });
const statusOf = async (id: number) =>
  (await database.db.select({ s: deposits.status }).from(deposits).where(eq(deposits.id, id)))[0]?.s;

/** The callback the sandbox signs, as anyone who learnt the secret could send it. */
async function signedCallback(headers: Headers, orderId: number, amount: string) {
  const raw = JSON.stringify({ txId: `forged-${orderId}`, orderId, amount, status: 'PAID' });
  return app.inject({
    method: 'POST',
    url: '/wps/payment/callback/sandbox',
    headers: {
      ...headers,
      'content-type': 'application/json',
      'x-sandbox-signature': signSandbox(await sandboxSecret(database.db, undefined), raw),
    },
    payload: raw,
  });
}

describe('the sandbox pay page', () => {
  it('pays nobody’s order without its pay link: no session, a bank transfer, another player’s', async () => {
    const victim = await player(app, m.headers, m.id);
    const other = await player(app, m.headers, m.id);
    const online = await order(app, victim.auth, ch.gateway.id);
    const bank = await order(app, victim.auth, ch.bank.id);
    const mine = await order(app, other.auth, ch.gateway.id);
    const myLink = new URL(mine.payUrl ?? '').pathname;
    const token = myLink.split('/').at(-1);
    for (const path of [
      `/sandbox-pay/${online.id}`,
      `/sandbox-pay/${bank.id}`,
      `/sandbox-pay/${online.id}/${token}`,
      `/sandbox-pay/${bank.id}/${token}`,
      `/sandbox-pay/${online.id}/${'0'.repeat(32)}`,
    ]) {
      expect((await pay(app, path)).statusCode, path).toBe(404);
      expect((await app.inject({ url: path })).body).not.toContain('sandbox-amount');
    }
    expect(await statusOf(online.id)).toBe('PENDING');
    expect(await statusOf(bank.id)).toBe('PENDING');
    expect(await balanceOf(app, victim.auth)).toBe('0');
    // The link pays its own order once, for its amount.
    expect((await pay(app, myLink)).headers.location).toBe(`/index?deposit=${mine.id}&result=paid`);
    expect((await pay(app, myLink)).headers.location).toBe(`/index?deposit=${mine.id}&result=paid`);
    expect(await balanceOf(app, other.auth)).toBe('5000');
  });

  it('the signed callback settles only an order of a sandbox channel of the calling merchant', async () => {
    const p = await player(app, m.headers, m.id);
    const bank = await order(app, p.auth, ch.bank.id);
    const refused = await signedCallback(m.headers, bank.id, '5000');
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'transaction.not.found' });
    const online = await order(app, p.auth, ch.gateway.id);
    const elsewhere = await createMerchant(database);
    expect((await signedCallback(elsewhere.headers, online.id, '5000')).json().errorCode).toBe('transaction.not.found');
    expect(await statusOf(bank.id)).toBe('PENDING');
    expect(await statusOf(online.id)).toBe('PENDING');
    expect(await balanceOf(app, p.auth)).toBe('0');
    // The operator still settles the bank transfer.
    await app.inject({ method: 'POST', url: `/wps/operator/deposits/${bank.id}/confirm`, headers: op });
    expect(await balanceOf(app, p.auth)).toBe('5000');
  });
});

describe('the sandbox in production', () => {
  it('is off unless switched on: no pay page, no callback, no channel of it takes orders', async () => {
    const p = await player(app, m.headers, m.id);
    // An order opened while the sandbox ran, paid after a restart in production.
    const before = await order(app, p.auth, ch.gateway.id);
    const prod = await testApp(database, {
      env: 'production',
      sandboxGateway: loadConfig({ NODE_ENV: 'production' }).sandboxGateway,
    });
    try {
      const link = new URL(before.payUrl ?? '').pathname;
      expect((await pay(prod, link)).statusCode).toBe(404);
      expect((await pay(prod, `/sandbox-pay/${before.id}`)).statusCode).toBe(404);
      const raw = JSON.stringify({ txId: 'x1', orderId: before.id, amount: '5000', status: 'PAID' });
      const cb = await prod.inject({
        method: 'POST',
        url: '/wps/payment/callback/sandbox',
        headers: {
          ...m.headers,
          'content-type': 'application/json',
          'x-sandbox-signature': signSandbox(await sandboxSecret(database.db, undefined), raw),
        },
        payload: raw,
      });
      expect(cb.json().errorCode).toBe('gateway.signature.invalid');
      expect(await statusOf(before.id)).toBe('PENDING');
      const list = (await prod.inject({ url: '/wps/transaction/deposit/channels', headers: p.auth })).json().value;
      expect(list.map((c: { kind: string }) => c.kind)).toEqual(['BANK']);
      const refused = await prod.inject({
        method: 'PUT',
        url: '/wps/transaction/deposit',
        headers: p.auth,
        payload: { channelId: ch.gateway.id, amount: '5000' },
      });
      expect(refused.json().errorCode).toBe('request.param.err');
      expect(await balanceOf(prod, p.auth)).toBe('0');
    } finally {
      await prod.close();
    }
    expect(loadConfig({ NODE_ENV: 'production', SANDBOX_GATEWAY: 'true' }).sandboxGateway).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).sandboxGateway).toBe(true);
    expect(loadConfig({}).sandboxGateway).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', SANDBOX_GATEWAY: 'false' }).sandboxGateway).toBe(false);
  });
});
