import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { rowsOf } from '../../platform/money/ledger.ts';

type Row = { id: number; amount: string; reason: string | null; source: string | null; createdAt: string | Date };

/**
 * Bonus details: every BONUS transaction that credited the member, read from the ledger itself
 * (promotion rewards, operators' goodwill credits), newest first, with the all-time total.
 */
export async function bonusHistory(db: Db, merchantId: number, memberId: number, limit = 100) {
  const credited = sql`
    from ledger_transactions t
    join ledger_postings p on p.transaction_id = t.id and p.amount > 0
    join ledger_accounts a on a.id = p.account_id and a.member_id = ${memberId}
    where t.merchant_id = ${merchantId} and t.member_id = ${memberId} and t.type = 'BONUS'`;
  const list = rowsOf<Row>(
    await db.execute(sql`
      select t.id::int as id, p.amount::text as amount, t.meta->>'reason' as reason,
        (select r.source from promotion_rewards r where r.merchant_id = t.merchant_id and r.transaction_id = t.id) as source,
        t.created_at as "createdAt"
      ${credited}
      order by t.id desc limit ${limit}`),
  );
  const [totals] = rowsOf<{ total: string; count: number }>(
    await db.execute(sql`select coalesce(sum(p.amount), 0)::text as total, count(*)::int as count ${credited}`),
  );
  return {
    total: totals?.total ?? '0',
    count: Number(totals?.count ?? 0),
    list: list.map((r) => ({
      id: Number(r.id),
      amount: r.amount,
      // A promotion's reward is named by its source; an operator's credit by the reason given.
      reason: r.source ?? r.reason ?? '',
      createdAt: new Date(r.createdAt).toISOString(),
    })),
  };
}
