/**
 * A gateway's payment that the player's protection would now refuse is held for review instead of
 * credited: the deposit limit was lowered after the order opened, or a break began. The order
 * stays pending with the rule that held it; a retried callback holds it once; an operator may then
 * confirm it (the money was received), and the gateway's id stays on the order.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { signSandbox } from '../src/modules/deposit/gateway.ts';
import { sandboxSecret } from '../src/modules/deposit/sandbox.ts';
import type { Database } from '../src/platform/db/index.ts';
import { auditLog, deposits } from '../src/platform/db/schema.ts';
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

async function openOrder(auth: Headers, amount: string) {
  const res = await app.inject({
    method: 'PUT',
    url: '/wps/transaction/deposit',
    headers: auth,
    payload: { channelId: ch.gateway.id, amount },
  });
  expect(res.statusCode).toBe(200);
  return res.json().value.id as number;
}
async function gatewayPaid(orderId: number, amount: string, txId = `gw-${orderId}`, status = 'PAID') {
  const raw = JSON.stringify({ txId, orderId, amount, status });
  return app.inject({
    method: 'POST',
    url: '/wps/payment/callback/sandbox',
    headers: {
      ...m.headers,
      'content-type': 'application/json',
      'x-sandbox-signature': signSandbox(await sandboxSecret(database.db, undefined), raw),
    },
    payload: raw,
  });
}
const orderOf = async (id: number) => (await database.db.select().from(deposits).where(eq(deposits.id, id)))[0];
const setLimit = (auth: Headers, amount: string) =>
  app.inject({
    method: 'PUT',
    url: '/wps/member/limits',
    headers: auth,
    payload: { kind: 'DEPOSIT', period: 'DAY', amount },
  });

describe('a gateway payment over the player’s protection', () => {
  it('is held when the deposit limit was lowered after the order opened, once, until an operator confirms it', async () => {
    const p = await player(app, m.headers, m.id);
    expect((await setLimit(p.auth, '10000')).statusCode).toBe(200);
    const id = await openOrder(p.auth, '8000');
    // Lowered at once, below the open order.
    expect((await setLimit(p.auth, '5000')).statusCode).toBe(200);

    const first = await gatewayPaid(id, '8000');
    expect(first.json().value).toEqual({ credited: false, held: true });
    expect(await balanceOf(app, p.auth)).toBe('0');
    expect(await orderOf(id)).toMatchObject({
      status: 'PENDING',
      heldReason: 'limit.DEPOSIT.DAY',
      gatewayTxId: `gw-${id}`,
    });
    const again = await gatewayPaid(id, '8000');
    expect(again.json().value).toEqual({ credited: false, held: true });
    const lines = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, m.id), eq(auditLog.action, 'deposit.held')));
    expect(lines.filter((l) => (l.details as { depositId?: number }).depositId === id)).toHaveLength(1);

    // The operator sees why it waits, and confirms it: the money was received.
    const queue = (await app.inject({ url: '/wps/operator/deposits?status=PENDING', headers: op })).json().value;
    expect(queue.find((d: { id: number }) => d.id === id)).toMatchObject({ heldReason: 'limit.DEPOSIT.DAY' });
    const confirmed = await app.inject({ method: 'POST', url: `/wps/operator/deposits/${id}/confirm`, headers: op });
    expect(confirmed.statusCode).toBe(200);
    expect(await balanceOf(app, p.auth)).toBe('8000');
    expect(await orderOf(id)).toMatchObject({ status: 'PAID', gatewayTxId: `gw-${id}` });
    // A late retry credits nothing more.
    expect((await gatewayPaid(id, '8000')).json().value).toEqual({ credited: false });
    expect(await balanceOf(app, p.auth)).toBe('8000');
  });

  it('is held when a break began after the order opened, and credited at once otherwise', async () => {
    const p = await player(app, m.headers, m.id);
    const within = await openOrder(p.auth, '3000');
    expect((await gatewayPaid(within, '3000')).json().value).toEqual({ credited: true });
    expect(await balanceOf(app, p.auth)).toBe('3000');

    const id = await openOrder(p.auth, '2000');
    const pause = await app.inject({
      method: 'POST',
      url: '/wps/member/breaks',
      headers: p.auth,
      payload: { kind: 'TIMEOUT', length: '24h' },
    });
    expect(pause.statusCode).toBe(200);
    expect((await gatewayPaid(id, '2000')).json().value).toEqual({ credited: false, held: true });
    expect(await orderOf(id)).toMatchObject({ status: 'PENDING', heldReason: 'break.TIMEOUT' });
  });
});

describe('a gateway payment for an order that is closed', () => {
  /** The orders held for the payments made for `id` after it closed. */
  const copiesOf = async (id: number) =>
    (
      await database.db
        .select()
        .from(deposits)
        .where(eq(deposits.note, `paid for order ${id}`))
    ).sort((a, b) => a.id - b.id);

  it('is held as an order of its own, once, when the order was rejected or paid already, and never lost', async () => {
    const p = await player(app, m.headers, m.id);
    const rejected = await openOrder(p.auth, '4000');
    const reject = await app.inject({
      method: 'POST',
      url: `/wps/operator/deposits/${rejected}/reject`,
      headers: op,
      payload: { note: 'never paid' },
    });
    expect(reject.statusCode).toBe(200);
    // The player pays it all the same; the gateway retries its callback.
    for (let i = 0; i < 2; i++)
      expect((await gatewayPaid(rejected, '4000')).json().value).toEqual({ credited: false, held: true });
    expect(await orderOf(rejected)).toMatchObject({ status: 'REJECTED' });

    const paid = await openOrder(p.auth, '3000');
    expect((await gatewayPaid(paid, '3000')).json().value).toEqual({ credited: true });
    // The same payment's callback again is no new money; a second payment of the order is.
    expect((await gatewayPaid(paid, '3000')).json().value).toEqual({ credited: false });
    expect((await gatewayPaid(paid, '3000', `gw-${paid}-again`)).json().value).toEqual({
      credited: false,
      held: true,
    });
    expect(await balanceOf(app, p.auth)).toBe('3000');

    const [late] = await copiesOf(rejected);
    const [twice] = await copiesOf(paid);
    expect(await copiesOf(rejected)).toHaveLength(1);
    expect(late).toMatchObject({
      status: 'PENDING',
      memberId: p.member.id,
      amount: 4000n,
      heldReason: 'order.closed',
      gatewayTxId: `gw-${rejected}`,
    });
    expect(twice).toMatchObject({ status: 'PENDING', heldReason: 'payment.repeated', gatewayTxId: `gw-${paid}-again` });
    const lines = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, m.id), eq(auditLog.action, 'deposit.held')));
    expect(lines.filter((l) => (l.details as { forDepositId?: number }).forDepositId === rejected)).toHaveLength(1);

    // In the operators' queue with the reason; confirmed, the money is the player's.
    const queue = (await app.inject({ url: '/wps/operator/deposits?status=PENDING', headers: op })).json().value;
    expect(queue.find((d: { id: number }) => d.id === late?.id)).toMatchObject({ heldReason: 'order.closed' });
    const confirmed = await app.inject({
      method: 'POST',
      url: `/wps/operator/deposits/${late?.id}/confirm`,
      headers: op,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await balanceOf(app, p.auth)).toBe('7000');
  });

  it('is closed by the gateway’s failure, so it no longer counts against the deposit limit', async () => {
    const p = await player(app, m.headers, m.id);
    expect((await setLimit(p.auth, '10000')).statusCode).toBe(200);
    const id = await openOrder(p.auth, '10000');
    // The day's limit is taken by the open order.
    const refused = await app.inject({
      method: 'PUT',
      url: '/wps/transaction/deposit',
      headers: p.auth,
      payload: { channelId: ch.gateway.id, amount: '10000' },
    });
    expect(refused.json().errorCode).toBe('deposit.refused');
    const failed = await gatewayPaid(id, '10000', `gw-${id}`, 'FAILED');
    expect(failed.json().value).toEqual({ credited: false });
    expect(await orderOf(id)).toMatchObject({ status: 'REJECTED', note: 'failed at the gateway' });
    // The limit is free again; and should the gateway take the money after all, it is held.
    expect((await openOrder(p.auth, '10000')) > id).toBe(true);
    expect((await gatewayPaid(id, '10000')).json().value).toEqual({ credited: false, held: true });
    expect(await balanceOf(app, p.auth)).toBe('0');
  });
});
