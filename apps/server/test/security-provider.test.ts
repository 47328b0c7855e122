/**
 * The provider wallet API under a hostile or hurried vendor (issue 15, items 2 and 10): a win and
 * a refund of one bet sent at once, retries of one call with new request ids, a refund after a
 * zero credit, and the HTTP status of a bad request. Two servers on one database.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseTransferWallets } from '../src/house/store/transfer.ts';
import * as houseGames from '../src/house/transfer/games.ts';
import type { Database } from '../src/platform/db/index.ts';
import { bets, ledgerTransactions } from '../src/platform/db/schema.ts';
import { createMerchant, openTestDatabase, uniqueCode } from './helpers/app.ts';
import { providerServers } from './helpers/provider-servers.ts';

const VENDOR = 'SECPROV';
const GAME = 'secprov-slot';

let database: Database;
let servers: Awaited<ReturnType<typeof providerServers>>;
let merchantId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  servers = await providerServers(database, VENDOR, GAME);
  merchantId = (await createMerchant(database)).id;
});
afterAll(async () => {
  await servers?.close();
  await database.close();
});

const call = (i: number, name: string, body: Record<string, unknown>) => servers.call(i, name, body);

async function placed(token: string, amount = '100') {
  const b = { transactionId: uniqueCode('tx'), roundId: uniqueCode('round') };
  const r = await call(0, 'debit', { token, ...b, gameCode: GAME, amount, currency: 'USD' });
  expect(r.body.status).toBe('OK');
  return b;
}

const balance = async (token: string) => (await call(0, 'balance', { token })).body.balance;

describe('a win and a refund of one bet sent at the same moment', () => {
  it('take effect exactly once per bet: the other answers its documented refusal', async () => {
    const p = await servers.player(merchantId, 10_000n);
    const wins = [0n, 150n, 250n];
    const list = await Promise.all(Array.from({ length: 24 }, () => placed(p.token)));
    const sent = list.map((b, i) => ({
      bet: b,
      win: wins[i % 3] as bigint,
      credit: { transactionId: uniqueCode('win'), referenceId: b.transactionId, roundId: b.roundId },
      rollback: { transactionId: uniqueCode('rb'), referenceId: b.transactionId, roundId: b.roundId },
    }));
    const answers = await Promise.all(
      sent.map(async (s, i) => {
        const [credit, rollback] = await Promise.all([
          call(i, 'credit', { ...s.credit, amount: String(s.win), currency: 'USD', roundClosed: i % 3 === 2 }),
          call(i + 1, 'rollback', s.rollback),
        ]);
        return { credit: credit.body.status, rollback: rollback.body.status };
      }),
    );
    let expected = 10_000n - 24n * 100n;
    const paid: string[] = [];
    const refunded: string[] = [];
    answers.forEach((a, i) => {
      const s = sent[i] as (typeof sent)[number];
      if (a.credit === 'OK') {
        expect(a.rollback).toBe('ROUND_CLOSED');
        expected += s.win;
        if (s.win > 0n) paid.push(s.credit.transactionId);
      } else {
        expect(a).toEqual({ credit: 'BET_ROLLED_BACK', rollback: 'OK' });
        expected += 100n;
        refunded.push(s.rollback.transactionId);
      }
    });
    expect(await balance(p.token)).toBe(expected.toString());
    // The ledger holds one movement per bet that moved money, of the kind its answer said.
    const moved = await database.db
      .select({ type: ledgerTransactions.type, reference: ledgerTransactions.reference })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.memberId, p.member.id),
          inArray(ledgerTransactions.type, ['BET_PAYOUT', 'BET_REFUND']),
        ),
      );
    expect(moved.filter((t) => t.type === 'BET_PAYOUT').map((t) => t.reference)).toEqual(expect.arrayContaining(paid));
    expect(moved.filter((t) => t.type === 'BET_PAYOUT')).toHaveLength(paid.length);
    expect(moved.filter((t) => t.type === 'BET_REFUND').map((t) => t.reference)).toEqual(
      expect.arrayContaining(refunded),
    );
    expect(moved.filter((t) => t.type === 'BET_REFUND')).toHaveLength(refunded.length);
    const cancelled = await database.db
      .select({ id: bets.id })
      .from(bets)
      .where(and(eq(bets.memberId, p.member.id), eq(bets.status, 'CANCELLED')));
    expect(cancelled).toHaveLength(refunded.length);
  });
});

describe('retries of one call with new request ids', () => {
  it('all answer the same success when a credit is resent several times at once', async () => {
    const p = await servers.player(merchantId, 1000n);
    const b = await placed(p.token);
    const win = { transactionId: uniqueCode('win'), referenceId: b.transactionId, roundId: b.roundId };
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(i, 'credit', { ...win, amount: '500', currency: 'USD', roundClosed: true }),
      ),
    );
    for (const a of answers)
      expect(a.body).toMatchObject({ status: 'OK', balance: '1400', transactionId: win.transactionId });
    expect(answers.filter((a) => !a.body.replayed)).toHaveLength(1);
    expect(await balance(p.token)).toBe('1400');
  });

  it('all answer the same success when a rollback is resent several times at once', async () => {
    const p = await servers.player(merchantId, 1000n);
    const b = await placed(p.token, '300');
    const rb = { transactionId: uniqueCode('rb'), referenceId: b.transactionId, roundId: b.roundId };
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => call(i, 'rollback', rb)));
    for (const a of answers) expect(a.body).toMatchObject({ status: 'OK', balance: '1000' });
    expect(answers.filter((a) => !a.body.replayed)).toHaveLength(1);
    expect(await balance(p.token)).toBe('1000');
  });

  it('answer DUPLICATE_TRANSACTION, not an error, to one id sent for two calls at once', async () => {
    const p = await servers.player(merchantId, 1000n);
    const pairs = await Promise.all(
      Array.from({ length: 4 }, async (_, i) => {
        const [won, undone] = [await placed(p.token), await placed(p.token)];
        const transactionId = uniqueCode('same');
        const [credit, rollback] = await Promise.all([
          call(i, 'credit', {
            transactionId,
            referenceId: won.transactionId,
            roundId: won.roundId,
            amount: '50',
            currency: 'USD',
            roundClosed: false,
          }),
          call(i + 1, 'rollback', { transactionId, referenceId: undone.transactionId, roundId: undone.roundId }),
        ]);
        return [credit.body.status, rollback.body.status].sort();
      }),
    );
    for (const statuses of pairs) expect(statuses).toEqual(['DUPLICATE_TRANSACTION', 'OK']);
  });
});

describe('answers as docs/provider-api.md states them', () => {
  it('refuse a rollback after a zero credit on an open round with ROUND_CLOSED', async () => {
    const p = await servers.player(merchantId, 1000n);
    const b = await placed(p.token, '400');
    const lost = { transactionId: uniqueCode('win'), referenceId: b.transactionId, roundId: b.roundId };
    expect((await call(0, 'credit', { ...lost, amount: '0', currency: 'USD', roundClosed: false })).body.status).toBe(
      'OK',
    );
    const undo = await call(1, 'rollback', {
      transactionId: uniqueCode('rb'),
      referenceId: b.transactionId,
      roundId: b.roundId,
    });
    expect(undo).toEqual({ http: 200, body: { status: 'ROUND_CLOSED' } });
    expect(await balance(p.token)).toBe('600');
  });

  it('refuse a second rollback of a rolled back bet with BET_ROLLED_BACK', async () => {
    const p = await servers.player(merchantId, 1000n);
    const b = await placed(p.token, '400');
    const rb = { referenceId: b.transactionId, roundId: b.roundId };
    expect((await call(0, 'rollback', { ...rb, transactionId: uniqueCode('rb') })).body.status).toBe('OK');
    const again = await call(1, 'rollback', { ...rb, transactionId: uniqueCode('rb') });
    expect(again.body.status).toBe('BET_ROLLED_BACK');
    expect(await balance(p.token)).toBe('1000');
  });

  it('answer BAD_REQUEST with HTTP 400, and change nothing', async () => {
    const p = await servers.player(merchantId, 1000n);
    const zero = await call(0, 'debit', {
      token: p.token,
      transactionId: uniqueCode('tx'),
      roundId: uniqueCode('round'),
      gameCode: GAME,
      amount: '0',
      currency: 'USD',
    });
    expect(zero).toEqual({ http: 400, body: { status: 'BAD_REQUEST' } });
    const b = await placed(p.token, '400');
    const credit = { transactionId: uniqueCode('win'), referenceId: b.transactionId, roundId: b.roundId };
    for (const wrong of [
      { roundClosed: false, validStake: '300' },
      { roundClosed: true, validStake: '401' },
    ]) {
      const r = await call(1, 'credit', { ...credit, amount: '100', currency: 'USD', ...wrong });
      expect(r).toEqual({ http: 400, body: { status: 'BAD_REQUEST' } });
    }
    expect(await balance(p.token)).toBe('600');
  });
});

describe("the house's own wallet for transfer-model brands answers as the platform does", () => {
  it('refuses a rollback after a zero credit, and a second rollback of a rolled back bet', async () => {
    const h = { playerId: uniqueCode('p'), currency: 'USD' };
    await database.db.insert(houseTransferWallets).values({ ...h, balance: 1000n });
    const round = uniqueCode('round');
    const [lost, undone] = [uniqueCode('tx'), uniqueCode('tx')];
    for (const id of [lost, undone])
      expect(
        (
          await houseGames.debit(database.db, h, {
            transactionId: id,
            roundId: round,
            gameCode: GAME,
            amount: 400n,
            currency: 'USD',
          })
        ).status,
      ).toBe('OK');
    const zero = { transactionId: uniqueCode('win'), referenceId: lost, roundId: round, amount: 0n, currency: 'USD' };
    expect((await houseGames.credit(database.db, { ...zero, roundClosed: false })).status).toBe('OK');
    const rb = (referenceId: string) => ({ transactionId: uniqueCode('rb'), referenceId, roundId: round });
    expect((await houseGames.rollback(database.db, rb(lost))).status).toBe('ROUND_CLOSED');
    expect((await houseGames.rollback(database.db, rb(undone))).status).toBe('OK');
    expect((await houseGames.rollback(database.db, rb(undone))).status).toBe('BET_ROLLED_BACK');
    const [w] = await database.db
      .select({ balance: houseTransferWallets.balance })
      .from(houseTransferWallets)
      .where(eq(houseTransferWallets.playerId, h.playerId));
    expect(w?.balance).toBe(600n);
  });
});
