import type { TeamOverview } from '@mekong/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { rowsOf } from '../../platform/money/ledger.ts';
import { type Period, periodValue } from './range.ts';

/** The period's bounds as SQL parameters (ISO strings, read the same by both drivers). */
export const bounds = (p: Period) => ({
  start: sql`${p.start.toISOString()}::timestamptz`,
  end: sql`${p.end.toISOString()}::timestamptz`,
});

type Row = {
  teamSize: number;
  directMembers: number;
  newMembers: number;
  activeMembers: number;
  depositCount: number;
  depositAmount: string;
  withdrawalCount: number;
  withdrawalAmount: string;
  betCount: number;
  betAmount: string;
  validBet: string;
  payout: string;
  profitLoss: string;
};

/**
 * Team overview over the caller's whole downline (the caller excluded), in one statement: the
 * team is read once from the closure table and every figure is summed from the rows the ledger's
 * transactions name (deposits, withdrawals, bets), each counted at the moment its money moved.
 */
export async function teamOverview(db: Db, merchantId: number, agentId: number, period: Period): Promise<TeamOverview> {
  const { start, end } = bounds(period);
  const result = await db.execute(sql`
    with team as (select descendant_id as id, depth from member_tree where ancestor_id = ${agentId}),
    dep as (
      select count(*)::int as n, coalesce(sum(d.amount - d.fee), 0)::text as total
      from deposits d join team on team.id = d.member_id
      where d.merchant_id = ${merchantId} and d.status = 'PAID' and d.settled_at >= ${start} and d.settled_at < ${end}),
    wd as (
      select count(*)::int as n, coalesce(sum(w.amount), 0)::text as total
      from withdrawals w join team on team.id = w.member_id
      where w.merchant_id = ${merchantId} and w.status = 'APPROVED'
        and w.reviewed_at >= ${start} and w.reviewed_at < ${end}),
    settled as (
      select count(*)::int as n, coalesce(sum(b.stake), 0)::text as stake,
        coalesce(sum(b.valid_stake), 0)::text as valid, coalesce(sum(b.payout), 0)::text as payout,
        coalesce(sum(b.payout - b.stake), 0)::text as profit
      from bets b join team on team.id = b.member_id
      where b.merchant_id = ${merchantId} and b.status = 'SETTLED'
        and b.settled_at >= ${start} and b.settled_at < ${end})
    select
      (select count(*)::int from team) as "teamSize",
      (select count(*)::int from team where depth = 1) as "directMembers",
      (select count(*)::int from team join members m on m.id = team.id
        where m.created_at >= ${start} and m.created_at < ${end}) as "newMembers",
      (select count(distinct b.member_id)::int from bets b join team on team.id = b.member_id
        where b.merchant_id = ${merchantId} and b.placed_at >= ${start} and b.placed_at < ${end}) as "activeMembers",
      dep.n as "depositCount", dep.total as "depositAmount",
      wd.n as "withdrawalCount", wd.total as "withdrawalAmount",
      settled.n as "betCount", settled.stake as "betAmount", settled.valid as "validBet",
      settled.payout as "payout", settled.profit as "profitLoss"
    from dep, wd, settled`);
  const [row] = rowsOf<Row>(result);
  if (!row) throw new Error('overview answered nothing');
  return { ...periodValue(period), ...row };
}
