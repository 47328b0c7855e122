import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { SessionMember } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '../../platform/db/schema.ts';

export type RecordQuery = {
  type?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  page: number;
  size: number;
};

/**
 * The account record: every posting on the player's main wallet, newest first, with the page's
 * totals in and out. Read straight from the ledger, so it always agrees with the balance.
 */
export async function transactionHistory(db: Db, member: SessionMember, q: RecordQuery) {
  const where = and(
    eq(ledgerAccounts.merchantId, member.merchantId),
    eq(ledgerAccounts.memberId, member.id),
    eq(ledgerAccounts.kind, 'main'),
    q.type ? eq(ledgerTransactions.type, q.type) : undefined,
    q.from ? gte(ledgerTransactions.createdAt, q.from) : undefined,
    q.to ? lte(ledgerTransactions.createdAt, q.to) : undefined,
  );
  const base = db
    .select({
      transactionId: ledgerTransactions.id,
      type: ledgerTransactions.type,
      amount: ledgerPostings.amount,
      balanceAfter: ledgerPostings.balanceAfter,
      createdAt: ledgerTransactions.createdAt,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .where(where);
  const rows = await base
    .orderBy(desc(ledgerPostings.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [all] = await db
    .select({
      count: sql<number>`count(*)::int`,
      totalIn: sql<string>`coalesce(sum(case when ${ledgerPostings.amount} > 0 then ${ledgerPostings.amount} end), 0)::text`,
      totalOut: sql<string>`coalesce(sum(case when ${ledgerPostings.amount} < 0 then -${ledgerPostings.amount} end), 0)::text`,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .where(where);
  return {
    total: all?.count ?? 0,
    totalIn: all?.totalIn ?? '0',
    totalOut: all?.totalOut ?? '0',
    list: rows.map((r) => ({
      transactionId: r.transactionId,
      type: r.type,
      amount: r.amount.toString(),
      balanceAfter: r.balanceAfter.toString(),
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
