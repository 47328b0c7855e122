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
 * Team overview over the caller's whole downline (the caller excluded), in one statement. Each
 * figure joins the closure table on its own rather than through one shared team list, so the
 * planner can start from the period's few rows (today: a handful of bets, probed against
 * member_tree's primary key) or from the team (a year: a hash join), whichever is cheaper;
 * reading a 100,000-member team once per request cost more than the figures themselves.
 * Money figures count at the moment the money moved; a member is active in the period when a
 * bet of theirs settled in it, as the contract tiers count active members (agent/settle-figures).
 */
export async function teamOverview(db: Db, merchantId: number, agentId: number, period: Period): Promise<TeamOverview> {
  const { start, end } = bounds(period);
  const inTeam = (member: ReturnType<typeof sql.raw>) =>
    sql`exists (select 1 from member_tree t where t.descendant_id = ${member} and t.ancestor_id = ${agentId})`;
  const result = await db.execute(sql`
    with dep as (
      select count(*)::int as n, coalesce(sum(d.amount - d.fee), 0)::text as total from deposits d
      where d.merchant_id = ${merchantId} and d.status = 'PAID' and d.settled_at >= ${start} and d.settled_at < ${end}
        and ${inTeam(sql.raw('d.member_id'))}),
    wd as (
      select count(*)::int as n, coalesce(sum(w.amount), 0)::text as total from withdrawals w
      where w.merchant_id = ${merchantId} and w.status = 'APPROVED'
        and w.reviewed_at >= ${start} and w.reviewed_at < ${end} and ${inTeam(sql.raw('w.member_id'))}),
    settled as (
      select count(*)::int as n, coalesce(sum(b.stake), 0)::text as stake,
        coalesce(sum(b.valid_stake), 0)::text as valid, coalesce(sum(b.payout), 0)::text as payout,
        coalesce(sum(b.payout - b.stake), 0)::text as profit, count(distinct b.member_id)::int as active
      from bets b join member_tree t on t.descendant_id = b.member_id and t.ancestor_id = ${agentId}
      where b.merchant_id = ${merchantId} and b.status = 'SETTLED'
        and b.settled_at >= ${start} and b.settled_at < ${end})
    select
      (select count(*)::int from member_tree where ancestor_id = ${agentId}) as "teamSize",
      (select count(*)::int from member_tree where ancestor_id = ${agentId} and depth = 1) as "directMembers",
      (select count(*)::int from members m
        where m.merchant_id = ${merchantId} and m.created_at >= ${start} and m.created_at < ${end}
          and ${inTeam(sql.raw('m.id'))}) as "newMembers",
      settled.active as "activeMembers",
      dep.n as "depositCount", dep.total as "depositAmount",
      wd.n as "withdrawalCount", wd.total as "withdrawalAmount",
      settled.n as "betCount", settled.stake as "betAmount", settled.valid as "validBet",
      settled.payout as "payout", settled.profit as "profitLoss"
    from dep, wd, settled`);
  const [row] = rowsOf<Row>(result);
  if (!row) throw new Error('overview answered nothing');
  return { ...periodValue(period), ...row };
}
