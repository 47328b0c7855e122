import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.ts';
import { merchants, reconciliationRuns } from '../db/schema.ts';

export type Reconciliation = {
  checkedAt: string;
  accounts: number;
  transactions: number;
  /** Accounts whose stored balance differs from the sum of their postings. */
  balanceMismatches: { accountId: number; balance: string; postings: string }[];
  /** Transactions whose postings do not sum to zero in a currency. */
  unbalancedTransactions: { transactionId: number; currency: string; sum: string }[];
};

/**
 * Proves the ledger from its postings: every account's balance is the sum of its postings and
 * every transaction balances. Read-only, so it can run at any time beside live traffic.
 */
export async function reconcileLedger(db: Db, merchantId?: number): Promise<Reconciliation> {
  // One merchant's operators see their own ledger; the nightly job checks everyone's.
  const ofAccount = merchantId === undefined ? sql`true` : sql`a.merchant_id = ${merchantId}`;
  const ofTransaction = merchantId === undefined ? sql`true` : sql`t.merchant_id = ${merchantId}`;
  const mismatches = await db.execute<{ account_id: number; balance: string; postings: string }>(sql`
    select a.id as account_id, a.balance::text as balance, coalesce(sum(p.amount), 0)::text as postings
    from ledger_accounts a left join ledger_postings p on p.account_id = a.id
    where ${ofAccount}
    group by a.id, a.balance
    having a.balance <> coalesce(sum(p.amount), 0)`);
  const unbalanced = await db.execute<{ transaction_id: number; currency: string; sum: string }>(sql`
    select p.transaction_id, p.currency, sum(p.amount)::text as sum
    from ledger_postings p join ledger_transactions t on t.id = p.transaction_id
    where ${ofTransaction}
    group by p.transaction_id, p.currency having sum(p.amount) <> 0`);
  const counts = await db.execute<{ accounts: number; transactions: number }>(sql`
    select (select count(*) from ledger_accounts a where ${ofAccount})::int as accounts,
           (select count(*) from ledger_transactions t where ${ofTransaction})::int as transactions`);
  const rows = <T>(r: unknown) => (r as { rows?: T[] }).rows ?? (r as T[]);
  const c = rows<{ accounts: number; transactions: number }>(counts)[0];
  return {
    checkedAt: new Date().toISOString(),
    accounts: c?.accounts ?? 0,
    transactions: c?.transactions ?? 0,
    balanceMismatches: rows<{ account_id: number; balance: string; postings: string }>(mismatches).map((r) => ({
      accountId: Number(r.account_id),
      balance: r.balance,
      postings: r.postings,
    })),
    unbalancedTransactions: rows<{ transaction_id: number; currency: string; sum: string }>(unbalanced).map((r) => ({
      transactionId: Number(r.transaction_id),
      currency: r.currency,
      sum: r.sum,
    })),
  };
}

const clean = (r: Reconciliation) => r.balanceMismatches.length === 0 && r.unbalancedTransactions.length === 0;

/** Runs the proof for one merchant and keeps its report, so operators see every past run. */
export async function recordReconciliation(db: Db, merchantId: number) {
  const report = await reconcileLedger(db, merchantId);
  const [run] = await db
    .insert(reconciliationRuns)
    .values({ merchantId, ok: clean(report) ? 'OK' : 'MISMATCH', report, checkedAt: new Date(report.checkedAt) })
    .returning({ id: reconciliationRuns.id });
  return { id: run?.id ?? 0, ok: clean(report), ...report };
}

/** The nightly job: every merchant's ledger, one kept run each; a mismatch is a fatal log line. */
export async function nightlyReconciliation(db: Db, log: FastifyBaseLogger) {
  const all = await db.select({ id: merchants.id, code: merchants.code }).from(merchants);
  let mismatched = 0;
  for (const m of all) {
    const run = await recordReconciliation(db, m.id);
    if (run.ok) continue;
    mismatched++;
    log.fatal({ merchant: m.code, reconciliation: run }, 'LEDGER MISMATCH');
  }
  log.info({ merchants: all.length, mismatched }, 'ledger reconciled');
  return { merchants: all.length, mismatched };
}

/** Past runs, newest first; `alarm` holds while the latest run found a mismatch. */
export async function reconciliationHistory(db: Db, merchantId: number, limit: number) {
  const rows = await db
    .select()
    .from(reconciliationRuns)
    .where(eq(reconciliationRuns.merchantId, merchantId))
    .orderBy(desc(reconciliationRuns.id))
    .limit(limit);
  return {
    alarm: rows[0]?.ok === 'MISMATCH',
    runs: rows.map((r) => ({ id: r.id, ok: r.ok === 'OK', ...(r.report as Reconciliation) })),
  };
}
