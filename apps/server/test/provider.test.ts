/**
 * The provider wallet API's conformance suite, run against the platform with a test vendor:
 * signatures, replays, idempotency, insufficient funds, rollbacks before and after the debit,
 * credits without a debit and after the round closed, and concurrent debits.
 */
import { PROVIDER_HEADERS } from '@mekong/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { outstandingWagering } from '../src/modules/bets/wagering.ts';
import { grantBonus } from '../src/modules/bonus/service.ts';
import { signProvider } from '../src/modules/provider/signature.ts';
import { hashToken, newToken } from '../src/platform/auth/tokens.ts';
import type { Database } from '../src/platform/db/index.ts';
import {
  auditLog,
  bets,
  games,
  launchTickets,
  providerVendors,
  wageringRequirements,
} from '../src/platform/db/schema.ts';
import { authNotice, loginToken, makeMember } from './helpers/accounts.ts';
import { createMerchant, openTestDatabase, testApp, uniqueCode } from './helpers/app.ts';

const VENDOR = 'CONFORM';
const SECRET = 'conformance-secret-0123456789abcdef';
const GAME = 'conform-slot';

let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;

beforeAll(async () => {
  process.env.CONFORM_VENDOR_SECRET = SECRET;
  database = await openTestDatabase();
  app = await testApp(database);
  m = await createMerchant(database);
  await database.db
    .insert(providerVendors)
    .values({
      code: VENDOR,
      name: 'Conformance',
      walletModel: 'SEAMLESS',
      secretEnv: 'CONFORM_VENDOR_SECRET',
      launchUrl: '/x',
    })
    .onConflictDoNothing();
  await database.db
    .insert(games)
    .values({ vendorCode: VENDOR, code: GAME, category: 'RNG', names: { EN: 'Conformance slot' } })
    .onConflictDoNothing();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type Answer = { status: string; balance?: string; token?: string; replayed?: boolean; transactionId?: string };

/** A signed call, as a vendor sends it; `sign` lets a test forge or age the signature. */
async function call(
  path: string,
  body: Record<string, unknown>,
  sign: { secret?: string; timestamp?: number; signature?: string; as?: string } = {},
): Promise<{ http: number; body: Answer }> {
  const raw = JSON.stringify({ requestId: uniqueCode('req'), ...body });
  const timestamp = String(sign.timestamp ?? Date.now());
  const res = await app.inject({
    method: 'POST',
    url: `/provider/v1/${VENDOR}/${path}`,
    headers: {
      'content-type': 'application/json',
      [PROVIDER_HEADERS.timestamp]: timestamp,
      [PROVIDER_HEADERS.signature]:
        sign.signature ?? signProvider(sign.secret ?? SECRET, timestamp, sign.as ?? path, raw),
    },
    payload: raw,
  });
  return { http: res.statusCode, body: res.json() };
}

/** A player with `funds` in the wallet and a vendor session opened from a launch ticket. */
async function session(funds: bigint) {
  const member = await makeMember(app, m.id);
  if (funds > 0n)
    await grantBonus(
      database.db,
      { id: m.id, currency: 'USD' },
      { memberId: member.id, amount: funds, turnoverMultiple: 0, reason: 'test', key: uniqueCode('fund') },
      { type: 'system', id: 'test' },
    );
  const ticket = await ticketFor(member.id);
  const auth = await call('authenticate', { ticket });
  expect(auth.body.status).toBe('OK');
  return { member, token: auth.body.token as string, balance: auth.body.balance };
}

async function ticketFor(memberId: number, expiresInMs = 300_000) {
  const ticket = newToken();
  await database.db.insert(launchTickets).values({
    ticketHash: hashToken(ticket),
    merchantId: m.id,
    memberId,
    vendorCode: VENDOR,
    gameCode: GAME,
    mode: 'REAL',
    language: 'EN',
    expiresAt: new Date(Date.now() + expiresInMs),
  });
  return ticket;
}

const bet = (token: string, amount: string, over: Record<string, unknown> = {}) =>
  call('debit', {
    token,
    transactionId: uniqueCode('tx'),
    roundId: uniqueCode('round'),
    gameCode: GAME,
    amount,
    currency: 'USD',
    ...over,
  });

describe('signatures', () => {
  it('refuse forged, missing and stale signatures without touching the wallet', async () => {
    const s = await session(1000n);
    expect((await bet(s.token, '100')).body.status).toBe('OK');
    for (const sign of [
      { secret: 'another-secret-entirely-000000' },
      { signature: 'f'.repeat(64) },
      { timestamp: Date.now() - 10 * 60_000 },
    ]) {
      const r = await call(
        'debit',
        {
          token: s.token,
          transactionId: uniqueCode('tx'),
          roundId: 'r',
          gameCode: GAME,
          amount: '100',
          currency: 'USD',
        },
        sign,
      );
      expect(r.http).toBe(401);
      expect(r.body.status).toBe('INVALID_SIGNATURE');
    }
    expect((await call('balance', { token: s.token })).body.balance).toBe('900');
  });

  it('bind the call: a credit signed for the credit call is refused at the rollback call, whose shape it fits', async () => {
    const s = await session(1000n);
    const debit = await bet(s.token, '100');
    expect(debit.body.status).toBe('OK');
    const [placed] = await database.db
      .select()
      .from(bets)
      .where(eq(bets.externalId, debit.body.transactionId as string));
    const credit = {
      transactionId: uniqueCode('cr'),
      referenceId: debit.body.transactionId,
      roundId: placed?.roundId,
      amount: '250',
      currency: 'USD',
      roundClosed: true,
    };
    const asRollback = await call('rollback', credit, { as: 'credit' });
    expect(asRollback).toMatchObject({ http: 401, body: { status: 'INVALID_SIGNATURE' } });
    expect((await call('balance', { token: s.token })).body.balance).toBe('900');
    expect((await call('credit', credit)).body).toMatchObject({ status: 'OK', balance: '1150' });
  });

  it('answer an unknown vendor as a bad signature and a malformed body as a bad request', async () => {
    const res = await app.inject({ method: 'POST', url: '/provider/v1/NOPE/balance', payload: {} });
    expect(res.statusCode).toBe(401);
    const bad = await call('debit', { token: 'x', amount: '-5' });
    expect(bad.http).toBe(400);
    expect(bad.body.status).toBe('BAD_REQUEST');
  });
});

describe('authenticate', () => {
  it('trades a ticket once, and refuses an expired one', async () => {
    const member = await makeMember(app, m.id);
    const ticket = await ticketFor(member.id);
    expect((await call('authenticate', { ticket })).body.status).toBe('OK');
    expect((await call('authenticate', { ticket })).body.status).toBe('INVALID_TOKEN');
    const old = await ticketFor(member.id, -1000);
    expect((await call('authenticate', { ticket: old })).body.status).toBe('INVALID_TOKEN');
    expect((await call('balance', { token: newToken() })).body.status).toBe('INVALID_TOKEN');
  });
});

describe('debits', () => {
  it('take the stake once per transaction id and replay the first answer', async () => {
    const s = await session(1000n);
    const transactionId = uniqueCode('tx');
    const first = await bet(s.token, '250', { transactionId, roundId: 'r-1' });
    expect(first.body).toMatchObject({ status: 'OK', balance: '750' });
    const again = await bet(s.token, '250', { transactionId, roundId: 'r-1' });
    expect(again.body).toMatchObject({ status: 'OK', balance: '750', replayed: true });
    const changed = await bet(s.token, '300', { transactionId, roundId: 'r-1' });
    expect(changed.body.status).toBe('DUPLICATE_TRANSACTION');
    // Another currency is another call too, not the first one's answer.
    const otherCurrency = await bet(s.token, '250', { transactionId, roundId: 'r-1', currency: 'EUR' });
    expect(otherCurrency.body.status).toBe('DUPLICATE_TRANSACTION');
    expect((await call('balance', { token: s.token })).body.balance).toBe('750');
  });

  it('replay a debit resent after its session ended, and refuse any other debit on it', async () => {
    // The first answer was lost; meanwhile the player signed out, which ends the game's session.
    const s = await session(1000n);
    const transactionId = uniqueCode('tx');
    expect((await bet(s.token, '250', { transactionId, roundId: 'r-1' })).body).toMatchObject({ status: 'OK' });
    const heard = authNotice(app);
    await database.db.execute(
      sql`update vendor_sessions set expires_at = now() where token_hash = ${hashToken(s.token)}`,
    );
    await heard;
    const again = await bet(s.token, '250', { transactionId, roundId: 'r-1' });
    expect(again.body).toMatchObject({ status: 'OK', balance: '750', transactionId, replayed: true });
    // Not the same call, or not a call made before: the session is over.
    expect((await bet(s.token, '300', { transactionId, roundId: 'r-1' })).body.status).toBe('INVALID_TOKEN');
    expect((await bet(s.token, '250', { roundId: 'r-1' })).body.status).toBe('INVALID_TOKEN');
    expect((await bet(newToken(), '250', { transactionId, roundId: 'r-1' })).body.status).toBe('INVALID_TOKEN');
    const stakes = await database.db
      .select({ id: bets.id })
      .from(bets)
      .where(and(eq(bets.vendorCode, VENDOR), eq(bets.externalId, transactionId)));
    expect(stakes).toHaveLength(1);
  });

  it('refuse more than the balance, a wrong currency and an unknown game', async () => {
    const s = await session(500n);
    expect((await bet(s.token, '501')).body).toEqual({ status: 'INSUFFICIENT_FUNDS', balance: '500' });
    expect((await bet(s.token, '100', { currency: 'EUR' })).body.status).toBe('WRONG_CURRENCY');
    expect((await bet(s.token, '100', { gameCode: 'no-such-game' })).body.status).toBe('UNKNOWN_GAME');
    expect((await bet(s.token, '0')).body.status).toBe('BAD_REQUEST');
    expect((await call('balance', { token: s.token })).body.balance).toBe('500');
  });

  it('take the stake once when one transaction arrives several times at once', async () => {
    const s = await session(1000n);
    const transactionId = uniqueCode('tx');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => bet(s.token, '100', { transactionId, roundId: 'r-twice' })),
    );
    expect(answers.map((a) => a.body)).toEqual(
      Array.from({ length: 5 }, () => expect.objectContaining({ status: 'OK', balance: '900', transactionId })),
    );
    expect(answers.filter((a) => !a.body.replayed)).toHaveLength(1);
    expect((await call('balance', { token: s.token })).body.balance).toBe('900');
    const rows = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bet.place'), sql`${auditLog.details}->>'key' = ${transactionId}`));
    expect(rows).toHaveLength(1);
  });

  it('refuse a bet on a round the vendor already closed', async () => {
    const s = await session(1000n);
    const roundId = uniqueCode('round');
    const debitId = uniqueCode('tx');
    await bet(s.token, '100', { transactionId: debitId, roundId });
    const close = { transactionId: uniqueCode('win'), referenceId: debitId, roundId, amount: '0', currency: 'USD' };
    expect((await call('credit', { ...close, roundClosed: true })).body.status).toBe('OK');
    const after = await bet(s.token, '100', { roundId });
    expect(after.body.status).toBe('ROUND_CLOSED');
    expect((await call('balance', { token: s.token })).body.balance).toBe('900');
  });

  it('never overdraw under concurrent debits', async () => {
    const s = await session(1000n);
    const answers = await Promise.all(Array.from({ length: 30 }, () => bet(s.token, '100')));
    expect(answers.filter((a) => a.body.status === 'OK')).toHaveLength(10);
    expect(answers.filter((a) => a.body.status === 'INSUFFICIENT_FUNDS')).toHaveLength(20);
    expect((await call('balance', { token: s.token })).body.balance).toBe('0');
  });
});

describe('credits', () => {
  it('pay wins into the wallet, close the round, and land in the betting record', async () => {
    const s = await session(1000n);
    const roundId = uniqueCode('round');
    const debitId = uniqueCode('tx');
    await bet(s.token, '200', { transactionId: debitId, roundId });
    const win = {
      transactionId: uniqueCode('win'),
      referenceId: debitId,
      roundId,
      amount: '500',
      currency: 'USD',
      roundClosed: true,
    };
    // No token: wins must not fail because the player's session ended.
    expect((await call('credit', win)).body).toMatchObject({ status: 'OK', balance: '1300' });
    expect((await call('credit', win)).body).toMatchObject({ status: 'OK', balance: '1300', replayed: true });
    const late = await call('credit', { ...win, transactionId: uniqueCode('win') });
    expect(late.body.status).toBe('ROUND_CLOSED');
    expect((await call('balance', { token: s.token })).body.balance).toBe('1300');

    const auth = { ...m.headers, authorization: await loginToken(app, m.headers, s.member) };
    const record = (await app.inject({ url: '/wps/report/bets', headers: auth })).json().value;
    expect(record.list[0]).toMatchObject({ roundId, stake: '200', payout: '500', status: 'SETTLED', gameCode: GAME });
  });

  it('count only the valid stake of a partly returned reserve, never more than the debit', async () => {
    const s = await session(1000n);
    const roundId = uniqueCode('round');
    const debitId = uniqueCode('tx');
    await bet(s.token, '400', { transactionId: debitId, roundId });
    const credit = { transactionId: uniqueCode('win'), referenceId: debitId, roundId, amount: '150', currency: 'USD' };
    // Only the round's closing credit may name it, and never above the debit: refused, nothing paid.
    for (const wrong of [
      { ...credit, roundClosed: false, validStake: '300' },
      { ...credit, roundClosed: true, validStake: '401' },
    ])
      expect((await call('credit', wrong)).body.status).toBe('BAD_REQUEST');
    expect((await call('balance', { token: s.token })).body.balance).toBe('600');
    const ok = await call('credit', { ...credit, roundClosed: true, validStake: '300' });
    expect(ok.body).toMatchObject({ status: 'OK', balance: '750' });
    const auth = { ...m.headers, authorization: await loginToken(app, m.headers, s.member) };
    const record = (await app.inject({ url: '/wps/report/bets', headers: auth })).json().value;
    expect(record.list[0]).toMatchObject({
      roundId,
      stake: '400',
      validStake: '300',
      payout: '150',
      status: 'SETTLED',
    });
  });

  it('count a closed round’s bets as turnover against the oldest requirements first', async () => {
    const s = await session(0n);
    for (const [amount, key] of [
      [300n, uniqueCode('w1')],
      [500n, uniqueCode('w2')],
    ] as const)
      await grantBonus(
        database.db,
        { id: m.id, currency: 'USD' },
        { memberId: s.member.id, amount, turnoverMultiple: 1, reason: 'test', key },
        { type: 'system', id: 'test' },
      );
    const roundId = uniqueCode('round');
    const [first, second] = [uniqueCode('tx'), uniqueCode('tx')];
    await bet(s.token, '200', { transactionId: first, roundId });
    await bet(s.token, '250', { transactionId: second, roundId });
    expect(await outstandingWagering(database.db, m.id, s.member.id)).toBe(800n);
    // The closing credit names 150 of the second bet's 250 as valid: 200 + 150 count.
    const close = { transactionId: uniqueCode('win'), referenceId: second, roundId, amount: '0', currency: 'USD' };
    expect((await call('credit', { ...close, roundClosed: true, validStake: '150' })).body.status).toBe('OK');
    const left = await database.db
      .select({
        required: wageringRequirements.required,
        progressed: wageringRequirements.progressed,
        status: wageringRequirements.status,
      })
      .from(wageringRequirements)
      .where(eq(wageringRequirements.memberId, s.member.id))
      .orderBy(wageringRequirements.id);
    expect(left).toEqual([
      { required: 300n, progressed: 300n, status: 'DONE' },
      { required: 500n, progressed: 50n, status: 'ACTIVE' },
    ]);
    expect(await outstandingWagering(database.db, m.id, s.member.id)).toBe(450n);
  });

  it('count none of a round staked before the bonus toward its turnover', async () => {
    const s = await session(1000n);
    const roundId = uniqueCode('round');
    const staked = uniqueCode('tx');
    await bet(s.token, '200', { transactionId: staked, roundId });
    await grantBonus(
      database.db,
      { id: m.id, currency: 'USD' },
      { memberId: s.member.id, amount: 300n, turnoverMultiple: 1, reason: 'test', key: uniqueCode('w') },
      { type: 'system', id: 'test' },
    );
    const close = { transactionId: uniqueCode('win'), referenceId: staked, roundId, amount: '0', currency: 'USD' };
    expect((await call('credit', { ...close, roundClosed: true })).body.status).toBe('OK');
    expect(await outstandingWagering(database.db, m.id, s.member.id)).toBe(300n);
  });

  it('refuse a credit for a bet never placed', async () => {
    const r = await call('credit', {
      transactionId: uniqueCode('win'),
      referenceId: uniqueCode('none'),
      roundId: 'r',
      amount: '100',
      currency: 'USD',
      roundClosed: true,
    });
    expect(r.body.status).toBe('UNKNOWN_TRANSACTION');
  });

  it('close a lost round with a zero credit', async () => {
    const s = await session(300n);
    const roundId = uniqueCode('round');
    const debitId = uniqueCode('tx');
    await bet(s.token, '300', { transactionId: debitId, roundId });
    const r = await call('credit', {
      transactionId: uniqueCode('win'),
      referenceId: debitId,
      roundId,
      amount: '0',
      currency: 'USD',
      roundClosed: true,
    });
    expect(r.body).toMatchObject({ status: 'OK', balance: '0' });
  });
});

describe('rollbacks', () => {
  it('give the stake back once, and cannot undo a bet that won', async () => {
    const s = await session(1000n);
    const roundId = uniqueCode('round');
    const debitId = uniqueCode('tx');
    await bet(s.token, '400', { transactionId: debitId, roundId });
    const rb = { transactionId: uniqueCode('rb'), referenceId: debitId, roundId };
    expect((await call('rollback', rb)).body).toMatchObject({ status: 'OK', balance: '1000' });
    expect((await call('rollback', rb)).body).toMatchObject({ status: 'OK', replayed: true });
    expect((await call('balance', { token: s.token })).body.balance).toBe('1000');
    const win = await call('credit', {
      transactionId: uniqueCode('win'),
      referenceId: debitId,
      roundId,
      amount: '10',
      currency: 'USD',
      roundClosed: false,
    });
    expect(win.body.status).toBe('BET_ROLLED_BACK');

    const won = uniqueCode('tx');
    const round2 = uniqueCode('round');
    await bet(s.token, '100', { transactionId: won, roundId: round2 });
    await call('credit', {
      transactionId: uniqueCode('win'),
      referenceId: won,
      roundId: round2,
      amount: '150',
      currency: 'USD',
      roundClosed: false,
    });
    const undo = await call('rollback', { transactionId: uniqueCode('rb'), referenceId: won, roundId: round2 });
    expect(undo.body.status).toBe('ROUND_CLOSED');
    expect((await call('balance', { token: s.token })).body.balance).toBe('1050');
  });

  it('of a bet never seen is recorded, and the late bet is refused', async () => {
    const s = await session(1000n);
    const debitId = uniqueCode('tx');
    const rb = await call('rollback', { transactionId: uniqueCode('rb'), referenceId: debitId, roundId: 'late' });
    expect(rb.body.status).toBe('OK');
    const late = await bet(s.token, '100', { transactionId: debitId, roundId: 'late' });
    expect(late.body.status).toBe('BET_ROLLED_BACK');
    expect((await call('balance', { token: s.token })).body.balance).toBe('1000');
  });
});
