/**
 * Every payment a gateway reports as paid ends recorded on exactly one order, whatever else happens
 * to its order at the same time: credited on it, held on it (the player's protection refused it),
 * or held as an order of its own for an operator (a second payment, a payment that finds its order
 * closed, an under- or over-payment). A resend of a recorded payment writes nothing. After each
 * case the books are checked: every payment is on one order for the amount paid, and the player's
 * ledger holds exactly what the paid orders credit, so money is neither lost nor created.
 *
 * Some interleavings are forced rather than left to chance: `meanwhile()` runs another request (a
 * second payment, the gateway's failure, an operator's decision, a self-exclusion) in full at the
 * moment the callback opens its crediting transaction, after it has read the order. The two-process
 * test sends pairs of payments at once to two servers, as a gateway's retries would arrive.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { signSandbox } from '../src/modules/deposit/gateway.ts';
import { sandboxSecret } from '../src/modules/deposit/sandbox.ts';
import type { Database } from '../src/platform/db/index.ts';
import { auditLog, deposits, paymentChannels } from '../src/platform/db/schema.ts';
import { rowsOf } from '../src/platform/money/ledger.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';
import { channels, operatorToken, player } from './helpers/money.ts';
import { secondServer } from './helpers/second-server.ts';

type Headers = Record<string, string>;
type Brand = { id: number; headers: Headers; gatewayId: number; op: Headers };
type Payment = { txId: string; orderId: number; amount: string; status: 'PAID' | 'FAILED' };
type Answer = { credited: boolean; held?: boolean };

let database: Database;
let app: App;
let second: Awaited<ReturnType<typeof secondServer>>;
let secret: string;
let brand: Brand;

/** The payment id of the gateway callback this process is handling ('' for any other request). */
const sending = new AsyncLocalStorage<string>();

async function newBrand(feeBps = 0): Promise<Brand> {
  const m = await createMerchant(database);
  const ch = await channels(app, m.id);
  if (feeBps) await database.db.update(paymentChannels).set({ feeBps }).where(eq(paymentChannels.id, ch.gateway.id));
  const op = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id)).token };
  return { id: m.id, headers: m.headers, gatewayId: ch.gateway.id, op };
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database, { rateLimitMax: 100_000 }, (a) =>
    // A gateway callback's handler runs in its payment's context, for meanwhile() to find.
    a.addHook('preHandler', (request, _reply, done) => {
      const txId = (request.body as { txId?: unknown } | undefined)?.txId;
      sending.run(request.url === '/wps/payment/callback/sandbox' && typeof txId === 'string' ? txId : '', done);
    }),
  );
  second = await secondServer(database);
  secret = await sandboxSecret(database.db, undefined);
  brand = await newBrand();
});
afterAll(async () => {
  await second?.close();
  await app.close();
  await database.close();
});

const PAID = { credited: true };
const HELD = { credited: false, held: true };
const RESENT = { credited: false };

async function openOrder(b: Brand, auth: Headers, amount: string) {
  const res = await app.inject({
    method: 'PUT',
    url: '/wps/transaction/deposit',
    headers: auth,
    payload: { channelId: b.gatewayId, amount },
  });
  expect(res.statusCode).toBe(200);
  return res.json().value.id as number;
}

/** A payment of the order as the gateway reports it, with an id of its own. */
const payment = (orderId: number, amount: string, status: Payment['status'] = 'PAID'): Payment => ({
  txId: `gw-${randomBytes(6).toString('hex')}`,
  orderId,
  amount,
  status,
});

const signed = (b: Brand, p: Payment) => {
  const raw = JSON.stringify(p);
  return {
    raw,
    headers: { ...b.headers, 'content-type': 'application/json', 'x-sandbox-signature': signSandbox(secret, raw) },
  };
};

/** The gateway's callback to this process (through inject), answered 200 or failing the test. */
async function callback(p: Payment, b: Brand = brand): Promise<Answer> {
  const { raw, headers } = signed(b, p);
  const res = await app.inject({ method: 'POST', url: '/wps/payment/callback/sandbox', headers, payload: raw });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
}

/** The same callback to the second server (another process on PostgreSQL). */
async function callbackElsewhere(p: Payment, b: Brand = brand): Promise<Answer> {
  const { raw, headers } = signed(b, p);
  const res = await fetch(`${second.url}/wps/payment/callback/sandbox`, { method: 'POST', headers, body: raw });
  const body = await res.text();
  expect(res.status, body).toBe(200);
  return JSON.parse(body).value;
}

/**
 * Sends `p`'s callback; when it opens its first database transaction (the one that credits the
 * order, after the order was read), `between` runs to its end first. Answers both results.
 */
async function meanwhile<T>(p: Payment, between: () => Promise<T>): Promise<[Answer, T]> {
  const db = database.db as unknown as { transaction: (...args: unknown[]) => Promise<unknown> };
  const original = db.transaction;
  let fired = false;
  let result: { value: T } | undefined;
  db.transaction = async (...args: unknown[]) => {
    if (!fired && sending.getStore() === p.txId) {
      fired = true;
      result = { value: await sending.exit(between) };
    }
    return original.apply(db, args);
  };
  try {
    const answer = await callback(p);
    if (!result) throw new Error('the callback opened no transaction');
    return [answer, result.value];
  } finally {
    Reflect.deleteProperty(db, 'transaction');
  }
}

const orderOf = async (id: number) => (await database.db.select().from(deposits).where(eq(deposits.id, id)))[0];
const copiesOf = async (id: number) =>
  (
    await database.db
      .select()
      .from(deposits)
      .where(eq(deposits.note, `paid for order ${id}`))
  ).sort((a, b) => a.id - b.id);
const setLimit = (auth: Headers, amount: string) =>
  app.inject({
    method: 'PUT',
    url: '/wps/member/limits',
    headers: auth,
    payload: { kind: 'DEPOSIT', period: 'DAY', amount },
  });
const confirm = (b: Brand, id: number) =>
  app.inject({ method: 'POST', url: `/wps/operator/deposits/${id}/confirm`, headers: b.op });
const heldLines = async (b: Brand, txId: string) =>
  (
    await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, b.id), eq(auditLog.action, 'deposit.held')))
  ).filter((l) => (l.details as { gatewayTxId?: string }).gatewayTxId === txId);

/**
 * The books after the callbacks: each paid payment is on exactly one of the player's orders, for
 * the amount paid, credited (PAID) or held for an operator; the player's deposit postings balance
 * the house's and come to what the paid orders credit, which is the player's balance. Answers the
 * payments' orders by payment id.
 */
async function books(b: Brand, memberId: number, payments: Payment[]) {
  const paid = payments.filter((p) => p.status === 'PAID');
  const rows = await database.db
    .select()
    .from(deposits)
    .where(
      and(
        eq(deposits.merchantId, b.id),
        inArray(
          deposits.gatewayTxId,
          paid.map((p) => p.txId),
        ),
      ),
    );
  const byTx = new Map(rows.map((r) => [r.gatewayTxId as string, r]));
  for (const p of paid) {
    const row = byTx.get(p.txId);
    expect(row, `payment ${p.txId} recorded nowhere`).toBeDefined();
    expect(row).toMatchObject({ merchantId: b.id, memberId, amount: BigInt(p.amount) });
    expect(row?.status === 'PAID' || (row?.status === 'PENDING' && row.heldAt !== null), `payment ${p.txId}`).toBe(
      true,
    );
  }
  const mine = await database.db
    .select()
    .from(deposits)
    .where(and(eq(deposits.merchantId, b.id), eq(deposits.memberId, memberId)));
  const credited = mine.filter((d) => d.status === 'PAID').reduce((sum, d) => sum + d.amount - d.fee, 0n);
  const [ledger] = rowsOf<{ toPlayer: string; net: string }>(
    await database.db.execute(sql`select coalesce(sum(p.amount) filter (where a.member_id = ${memberId}), 0)::text as "toPlayer",
        coalesce(sum(p.amount), 0)::text as net
      from ledger_transactions t
      join ledger_postings p on p.transaction_id = t.id
      join ledger_accounts a on a.id = p.account_id
      where t.merchant_id = ${b.id} and t.member_id = ${memberId} and t.type = 'DEPOSIT'`),
  );
  const [account] = rowsOf<{ balance: string }>(
    await database.db.execute(
      sql`select coalesce(sum(balance), 0)::text as balance from ledger_accounts where member_id = ${memberId}`,
    ),
  );
  expect({ net: ledger?.net, toPlayer: ledger?.toPlayer, balance: account?.balance }).toEqual({
    net: '0',
    toPlayer: credited.toString(),
    balance: credited.toString(),
  });
  return byTx;
}

describe('a second payment of one order', () => {
  it('is held as an order of its own when the order is held over the player’s limit, and an operator credits both', async () => {
    const p = await player(app, brand.headers, brand.id);
    expect((await setLimit(p.auth, '10000')).statusCode).toBe(200);
    const id = await openOrder(brand, p.auth, '8000');
    expect((await setLimit(p.auth, '5000')).statusCode).toBe(200);
    const first = payment(id, '8000');
    const again = payment(id, '8000');

    expect(await callback(first)).toEqual(HELD);
    expect(await callback(again)).toEqual(HELD);
    // The gateway retries both: nothing more is written.
    expect(await callback(first)).toEqual(HELD);
    expect(await callback(again)).toEqual(HELD);
    const held = await books(brand, p.member.id, [first, again]);
    expect(held.get(first.txId)).toMatchObject({ id, status: 'PENDING', heldReason: 'limit.DEPOSIT.DAY' });
    expect(held.get(again.txId)).toMatchObject({
      status: 'PENDING',
      heldReason: 'payment.repeated',
      note: `paid for order ${id}`,
    });
    expect(await copiesOf(id)).toHaveLength(1);
    expect(await heldLines(brand, again.txId)).toHaveLength(1);

    // Both were received: the operator credits both, and late retries credit nothing more.
    expect((await confirm(brand, id)).statusCode).toBe(200);
    expect((await confirm(brand, held.get(again.txId)?.id ?? 0)).statusCode).toBe(200);
    expect(await callback(first)).toEqual(RESENT);
    expect(await callback(again)).toEqual(RESENT);
    const after = await books(brand, p.member.id, [first, again]);
    expect([...after.values()].map((d) => d.status)).toEqual(['PAID', 'PAID']);
    expect(await copiesOf(id)).toHaveLength(1);
  });

  it('arriving while the first credits the order is held, not dropped', async () => {
    const p = await player(app, brand.headers, brand.id);
    const id = await openOrder(brand, p.auth, '3000');
    const first = payment(id, '3000');
    const again = payment(id, '3000');
    // `first` read the order open; `again` credits it before `first` writes.
    const [answer, other] = await meanwhile(first, () => callback(again));
    expect(other).toEqual(PAID);
    expect(answer).toEqual(HELD);
    const rows = await books(brand, p.member.id, [first, again]);
    expect(rows.get(again.txId)).toMatchObject({ id, status: 'PAID' });
    expect(rows.get(first.txId)).toMatchObject({ status: 'PENDING', heldReason: 'payment.repeated' });
  });

  it('arriving while the first is held over the player’s limit is held as an order of its own', async () => {
    const p = await player(app, brand.headers, brand.id);
    expect((await setLimit(p.auth, '10000')).statusCode).toBe(200);
    const id = await openOrder(brand, p.auth, '8000');
    expect((await setLimit(p.auth, '5000')).statusCode).toBe(200);
    const first = payment(id, '8000');
    const again = payment(id, '8000');
    const [answer, other] = await meanwhile(first, () => callback(again));
    expect(other).toEqual(HELD);
    expect(answer).toEqual(HELD);
    const rows = await books(brand, p.member.id, [first, again]);
    expect(rows.get(again.txId)).toMatchObject({ id, status: 'PENDING', heldReason: 'limit.DEPOSIT.DAY' });
    expect(rows.get(first.txId)).toMatchObject({ status: 'PENDING', heldReason: 'payment.repeated' });
  });

  it('sent at once with the first to two server processes: one credits, the other is held, for every order', async () => {
    const open = await player(app, brand.headers, brand.id);
    const limited = await player(app, brand.headers, brand.id);
    expect((await setLimit(limited.auth, '100000')).statusCode).toBe(200);
    const orders = async (auth: Headers) => {
      const ids: number[] = [];
      for (let i = 0; i < 6; i++) ids.push(await openOrder(brand, auth, '1000'));
      return ids;
    };
    const openIds = await orders(open.auth);
    const limitedIds = await orders(limited.auth);
    expect((await setLimit(limited.auth, '500')).statusCode).toBe(200);

    const pairs = [...openIds, ...limitedIds].map((id) => [payment(id, '1000'), payment(id, '1000')] as const);
    const answers = await Promise.all(pairs.map(([a, b]) => Promise.all([callback(a), callbackElsewhere(b)])));
    answers.forEach((pair, i) => {
      const expected = i < openIds.length ? [PAID, HELD] : [HELD, HELD];
      expect(
        [...pair].sort((x, y) => Number(y.credited) - Number(x.credited)),
        `order ${pairs[i]?.[0].orderId}`,
      ).toEqual(expected);
    });
    const sent = pairs.flat();
    await books(brand, open.member.id, sent.slice(0, openIds.length * 2));
    await books(brand, limited.member.id, sent.slice(openIds.length * 2));
    for (const id of [...openIds, ...limitedIds]) expect(await copiesOf(id), `order ${id}`).toHaveLength(1);
    const [a] = rowsOf<{ balance: string }>(
      await database.db.execute(
        sql`select coalesce(sum(balance), 0)::text as balance from ledger_accounts where member_id = ${open.member.id}`,
      ),
    );
    expect(a?.balance).toBe('6000');
  });
});

describe('a payment whose order closes while it is on its way', () => {
  it('is held when the gateway’s failure of another attempt closes the order first', async () => {
    const p = await player(app, brand.headers, brand.id);
    const id = await openOrder(brand, p.auth, '2500');
    const failed = payment(id, '2500', 'FAILED');
    const paid = payment(id, '2500');
    const [answer, other] = await meanwhile(paid, () => callback(failed));
    expect(other).toEqual(RESENT);
    expect(answer).toEqual(HELD);
    expect(await orderOf(id)).toMatchObject({ status: 'REJECTED', note: 'failed at the gateway' });
    const rows = await books(brand, p.member.id, [failed, paid]);
    expect(rows.get(paid.txId)).toMatchObject({ status: 'PENDING', heldReason: 'order.closed' });
  });

  it('is held when an operator rejects the order first', async () => {
    const p = await player(app, brand.headers, brand.id);
    const id = await openOrder(brand, p.auth, '2500');
    const paid = payment(id, '2500');
    const [answer, rejected] = await meanwhile(paid, () =>
      app.inject({
        method: 'POST',
        url: `/wps/operator/deposits/${id}/reject`,
        headers: brand.op,
        payload: { note: 'not paid' },
      }),
    );
    expect(rejected.statusCode).toBe(200);
    expect(answer).toEqual(HELD);
    const rows = await books(brand, p.member.id, [paid]);
    expect(rows.get(paid.txId)).toMatchObject({ status: 'PENDING', heldReason: 'order.closed' });
    // The operator credits what was received.
    expect((await confirm(brand, rows.get(paid.txId)?.id ?? 0)).statusCode).toBe(200);
    await books(brand, p.member.id, [paid]);
  });
});

describe('the same payment sent again', () => {
  it('credits once and holds nothing, sent again in turn or at once to two processes', async () => {
    const p = await player(app, brand.headers, brand.id);
    const id = await openOrder(brand, p.auth, '4000');
    const paid = payment(id, '4000');
    const answers = await Promise.all([callback(paid), callbackElsewhere(paid), callback(paid)]);
    expect(answers.filter((a) => a.credited)).toHaveLength(1);
    expect(answers.every((a) => a.held === undefined)).toBe(true);
    expect(await callback(paid)).toEqual(RESENT);
    expect(await callbackElsewhere(paid)).toEqual(RESENT);
    expect(await copiesOf(id)).toEqual([]);
    const rows = await books(brand, p.member.id, [paid]);
    expect(rows.get(paid.txId)).toMatchObject({ id, status: 'PAID' });
    expect(await heldLines(brand, paid.txId)).toEqual([]);
  });

  it('keeps one hold, with one audit line, for a held payment sent again', async () => {
    const p = await player(app, brand.headers, brand.id);
    const id = await openOrder(brand, p.auth, '4000');
    const first = payment(id, '4000');
    const again = payment(id, '4000');
    expect(await callback(first)).toEqual(PAID);
    const answers = await Promise.all([callback(again), callbackElsewhere(again), callback(again)]);
    expect(answers).toEqual([HELD, HELD, HELD]);
    expect(await copiesOf(id)).toHaveLength(1);
    expect(await heldLines(brand, again.txId)).toHaveLength(1);
    await books(brand, p.member.id, [first, again]);
  });
});

describe('a payment of another amount than the order', () => {
  it('is held at the amount paid, under or over, and credited only by an operator', async () => {
    // A channel with a fee: the held payment's fee keeps the order's proportion.
    const b = await newBrand(200);
    const p = await player(app, b.headers, b.id);
    const short = payment(await openOrder(b, p.auth, '5000'), '4000');
    const over = payment(await openOrder(b, p.auth, '5000'), '6500');
    expect(await callback(short, b)).toEqual(HELD);
    expect(await callback(over, b)).toEqual(HELD);
    expect(await callback(short, b)).toEqual(HELD);
    let rows = await books(b, p.member.id, [short, over]);
    for (const [pay, fee] of [
      [short, 80n],
      [over, 130n],
    ] as const) {
      expect(rows.get(pay.txId)).toMatchObject({
        status: 'PENDING',
        heldReason: 'amount.mismatch',
        note: `paid for order ${pay.orderId}`,
        fee,
      });
      expect(await copiesOf(pay.orderId)).toHaveLength(1);
      // The order itself is untouched: still open, nothing credited on it.
      expect(await orderOf(pay.orderId)).toMatchObject({ status: 'PENDING', heldAt: null, gatewayTxId: null });
    }
    const queue = (await app.inject({ url: '/wps/operator/deposits?status=PENDING', headers: b.op })).json().value;
    expect(queue.find((d: { id: number }) => d.id === rows.get(short.txId)?.id)).toMatchObject({
      amount: '4000',
      heldReason: 'amount.mismatch',
    });

    expect((await confirm(b, rows.get(short.txId)?.id ?? 0)).statusCode).toBe(200);
    expect((await confirm(b, rows.get(over.txId)?.id ?? 0)).statusCode).toBe(200);
    rows = await books(b, p.member.id, [short, over]);
    expect([...rows.values()].map((d) => d.status)).toEqual(['PAID', 'PAID']);
    const balance = (await app.inject({ url: '/wps/v2/wallets/balance', headers: p.auth })).json().value.sumBalance;
    expect(balance).toBe(String(4000 - 80 + 6500 - 130));
    // Late retries credit nothing more.
    expect(await callback(short, b)).toEqual(RESENT);
  });
});

describe('a self-exclusion taken while a payment is on its way', () => {
  it('holds the payment when it is committed before the payment is credited', async () => {
    const p = await player(app, brand.headers, brand.id);
    const id = await openOrder(brand, p.auth, '2000');
    const paid = payment(id, '2000');
    const [answer, excluded] = await meanwhile(paid, () =>
      app.inject({
        method: 'POST',
        url: '/wps/member/breaks',
        headers: p.auth,
        payload: { kind: 'EXCLUSION', length: '6m' },
      }),
    );
    expect(excluded.statusCode).toBe(200);
    expect(answer).toEqual(HELD);
    const rows = await books(brand, p.member.id, [paid]);
    expect(rows.get(paid.txId)).toMatchObject({ id, status: 'PENDING', heldReason: 'break.EXCLUSION' });
    expect(await callback(paid)).toEqual(HELD);
    expect(await heldLines(brand, paid.txId)).toHaveLength(1);
  });
});

describe('a payment id another brand’s payment carries too', () => {
  it('is each brand’s own: both are credited, and each resend answers its own order', async () => {
    // A gateway numbers each brand's account on its own, so two brands' payments can share an id.
    // Before, the second brand's payment broke a server-wide unique index: 500, retried for ever.
    const other = await newBrand();
    const here = await player(app, brand.headers, brand.id);
    const there = await player(app, other.headers, other.id);
    const txId = `gw-${randomBytes(6).toString('hex')}`;
    const mine = { ...payment(await openOrder(brand, here.auth, '1500'), '1500'), txId };
    const theirs = { ...payment(await openOrder(other, there.auth, '2500'), '2500'), txId };

    expect(await callback(mine)).toEqual(PAID);
    expect(await callback(theirs, other)).toEqual(PAID);
    expect(await callback(mine)).toEqual(RESENT);
    expect(await callback(theirs, other)).toEqual(RESENT);
    expect((await books(brand, here.member.id, [mine])).get(txId)).toMatchObject({
      status: 'PAID',
      gateway: 'sandbox',
    });
    expect((await books(other, there.member.id, [theirs])).get(txId)).toMatchObject({
      status: 'PAID',
      gateway: 'sandbox',
    });
  });
});
