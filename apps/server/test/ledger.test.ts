import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/platform/db/index.ts';
import { auditLog, ledgerAccounts, ledgerPostings } from '../src/platform/db/schema.ts';
import { AppError } from '../src/platform/errors.ts';
import { moneyMove, runMoneyCommand } from '../src/platform/money/command.ts';
import { ensureAccount, post } from '../src/platform/money/ledger.ts';
import { reconcileLedger } from '../src/platform/money/reconcile.ts';
import { kernelRefusal } from '../src/platform/money/sql-errors.ts';
import { createMerchant, openTestDatabase, uniqueCode } from './helpers/app.ts';
import { makeMemberRow } from './helpers/rows.ts';

let database: Database;
let merchantId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  merchantId = (await createMerchant(database)).id;
});
afterAll(() => database.close());

const house = () =>
  ensureAccount(database.db, { merchantId, memberId: null, kind: uniqueCode('house'), currency: 'USD' });
/** A player-owned account needs a member row; the ledger only cares that it may not go negative. */
async function player(balance: bigint) {
  const memberId = await makeMemberRow(database, merchantId);
  const id = await ensureAccount(database.db, { merchantId, memberId, kind: 'main', currency: 'USD' });
  if (balance > 0n) await move(await house(), id, balance);
  return id;
}
const move = (from: number, to: number, amount: bigint, key?: string) =>
  runMoneyCommand(
    database.db,
    {
      merchantId,
      scope: 'test',
      key,
      input: { from, to, amount },
      actor: { type: 'system', id: 'test' },
      action: 'test.move',
    },
    async (tx) => {
      const { transactionId } = await post(tx, {
        merchantId,
        type: 'TEST',
        postings: [
          { accountId: from, amount: -amount },
          { accountId: to, amount },
        ],
      });
      return { transactionId };
    },
  );
/** The same movement through the one-statement path (the database's money_move()). */
const moveInOneStatement = async (from: number, to: number, amount: bigint, key?: string) =>
  moneyMove(
    database.db,
    {
      merchantId,
      scope: 'test',
      key,
      input: { from, to, amount },
      actor: { type: 'system', id: 'test' },
      action: 'test.move',
    },
    {
      merchantId,
      type: 'TEST',
      postings: [
        { accountId: from, amount: -amount },
        { accountId: to, amount },
      ],
    },
  );
const balanceOf = async (id: number) =>
  (await database.db.select({ b: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.id, id)))[0]?.b;

/** Two legs posted straight through post(), as a money command's rule would. */
const postTwo = (from: number, out: bigint, to: number, into: bigint) =>
  database.db.transaction((tx) =>
    post(tx, {
      merchantId,
      type: 'TEST',
      postings: [
        { accountId: from, amount: out },
        { accountId: to, amount: into },
      ],
    }),
  );

describe('the ledger', () => {
  it('moves money in balanced postings and keeps the running balance', async () => {
    const a = await player(500n);
    const h = await house();
    await move(a, h, 120n);
    expect(await balanceOf(a)).toBe(380n);
    const postings = await database.db.select().from(ledgerPostings).where(eq(ledgerPostings.accountId, a));
    expect(postings.reduce((s, p) => s + p.amount, 0n)).toBe(380n);
    expect(postings.at(-1)?.balanceAfter).toBe(380n);
  });

  it('refuses an unbalanced transaction and writes nothing', async () => {
    const a = await player(100n);
    const h = await house();
    await expect(postTwo(a, -10n, h, 9n)).rejects.toThrow(/sum to/);
    expect(await balanceOf(a)).toBe(100n);
  });

  it("refuses a leg on an account that does not exist or is another brand's, and writes nothing", async () => {
    const a = await player(100n);
    const otherBrand = await createMerchant(database);
    const theirs = await ensureAccount(database.db, {
      merchantId: otherBrand.id,
      memberId: null,
      kind: uniqueCode('house'),
      currency: 'USD',
    });
    const [{ n: before } = { n: 0 }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(ledgerPostings);
    // 0 and 2,000,000,000 exist nowhere: one is locked before the player's account, one after.
    for (const accountId of [theirs, 0, 2_000_000_000]) {
      await expect(postTwo(a, -10n, accountId, 10n)).rejects.toThrow(/unknown ledger account/);
    }
    expect(await balanceOf(a)).toBe(100n);
    expect(await balanceOf(theirs)).toBe(0n);
    const [{ n: after } = { n: 0 }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(ledgerPostings);
    expect(after).toBe(before);
  });

  it('is append-only: no transaction or posting is changed or removed, no account removed', async () => {
    const a = await player(100n);
    const [leg] = await database.db.select().from(ledgerPostings).where(eq(ledgerPostings.accountId, a));
    if (!leg) throw new Error('the funding posting is missing');
    const attempts = [
      sql`update ledger_postings set amount = amount + 1 where id = ${leg.id}`,
      sql`delete from ledger_postings where id = ${leg.id}`,
      sql`update ledger_transactions set type = 'EDITED' where id = ${leg.transactionId}`,
      sql`delete from ledger_transactions where id = ${leg.transactionId}`,
      sql`delete from ledger_accounts where id = ${a}`,
      sql`truncate ledger_postings, ledger_transactions`,
      sql`update audit_log set action = 'edited' where id = (select max(id) from audit_log)`,
    ];
    for (const attempt of attempts) {
      const err = await database.db
        .transaction((tx) => tx.execute(attempt))
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(err).toBeTruthy();
      expect(JSON.stringify(err, Object.getOwnPropertyNames(err))).toMatch(/append-only/);
      // A programming error, never read as a player's refusal.
      expect(kernelRefusal(err)).toBeNull();
    }
    const [again] = await database.db.select().from(ledgerPostings).where(eq(ledgerPostings.id, leg.id));
    expect(again).toEqual(leg);
    expect(await balanceOf(a)).toBe(100n);
  });
});

describe.each([
  ['a transaction (runMoneyCommand)', move],
  ['one statement (moneyMove)', moveInOneStatement],
])('a money command as %s', (_name, run) => {
  it('checks each currency on its own: a sum of zero across two currencies is refused', async () => {
    const house2 = (currency: string) =>
      ensureAccount(database.db, { merchantId, memberId: null, kind: uniqueCode('house'), currency });
    const [usdA, usdB, vndA, vndB] = [
      await house2('USD'),
      await house2('USD'),
      await house2('VND'),
      await house2('VND'),
    ];
    const postIn = (postings: { accountId: number; amount: bigint }[]) =>
      database.db.transaction((tx) => post(tx, { merchantId, type: 'FX', postings }));
    await expect(
      postIn([
        { accountId: usdA, amount: -10n },
        { accountId: vndA, amount: 10n },
      ]),
    ).rejects.toThrow(/sum to/);
    await expect(
      postIn([
        { accountId: usdA, amount: -10n },
        { accountId: usdB, amount: 10n },
        { accountId: vndA, amount: -5n },
        { accountId: vndB, amount: 4n },
      ]),
    ).rejects.toThrow(/sum to/);
    await postIn([
      { accountId: usdA, amount: -10n },
      { accountId: usdB, amount: 10n },
      { accountId: vndA, amount: -5n },
      { accountId: vndB, amount: 5n },
    ]);
    const [usd, vnd] = [await balanceOf(usdB), await balanceOf(vndB)];
    expect([usd, vnd]).toEqual([10n, 5n]);
  });

  it('never takes a player below zero, under 200 concurrent debits', async () => {
    const a = await player(100n);
    const h = await house();
    const results = await Promise.allSettled(Array.from({ length: 200 }, () => run(a, h, 1n)));
    const done = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected');
    expect(done).toBe(100);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'account.balance.not.enough' });
    expect(await balanceOf(a)).toBe(0n);
    const [total] = await database.db
      .select({ s: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text` })
      .from(ledgerPostings);
    expect(total?.s).toBe('0');
  });

  it('applies an idempotency key once, replays its answer, and refuses it for other input', async () => {
    const a = await player(1000n);
    const h = await house();
    const key = uniqueCode('k');
    const runs = await Promise.all(Array.from({ length: 10 }, () => run(a, h, 7n, key)));
    expect(runs.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(runs.map((r) => r.value.transactionId)).size).toBe(1);
    expect(await balanceOf(a)).toBe(993n);
    const other = await run(a, h, 8n, key).catch((e) => e);
    expect(other).toBeInstanceOf(AppError);
    expect(other.code).toBe('idempotency.key.reused');
    const audits = await database.db.select().from(auditLog).where(sql`${auditLog.details}->>'key' = ${key}`);
    expect(audits).toHaveLength(1);
  });
});

describe('reconciliation', () => {
  it('finds nothing wrong in a consistent ledger and reports a balance that drifted', async () => {
    const a = await player(50n);
    await move(a, await house(), 20n);
    const clean = await reconcileLedger(database.db);
    expect(clean.balanceMismatches).toEqual([]);
    expect(clean.unbalancedTransactions).toEqual([]);
    expect(clean.transactions).toBeGreaterThan(0);
    // Tamper with a stored balance behind the ledger's back.
    await database.db.update(ledgerAccounts).set({ balance: 31n }).where(eq(ledgerAccounts.id, a));
    const report = await reconcileLedger(database.db);
    expect(report.balanceMismatches).toContainEqual({ accountId: a, balance: '31', postings: '30' });
    await database.db.update(ledgerAccounts).set({ balance: 30n }).where(eq(ledgerAccounts.id, a));
  });
});
