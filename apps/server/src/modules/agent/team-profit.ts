import { isAgentType } from '@mekong/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { rowsOf } from '../../platform/money/ledger.ts';
import { bounds } from './overview.ts';
import { type Period, periodValue } from './range.ts';
import { drillNode } from './tree.ts';

type Agent = { id: number; merchantId: number };
type Figures = { bets: number; stake: string; validBet: string; payout: string; profit: string };

/** Sums of settled bets, optionally only the rows `only` picks (the member's own). */
const figures = (prefix: string, only?: SQL) => {
  const f = only ? sql` filter (where ${only})` : sql``;
  return sql`count(b.id)${f}::int as ${sql.raw(`"${prefix}Bets"`)},
    coalesce(sum(b.stake)${f}, 0)::text as ${sql.raw(`"${prefix}Stake"`)},
    coalesce(sum(b.valid_stake)${f}, 0)::text as ${sql.raw(`"${prefix}Valid"`)},
    coalesce(sum(b.payout)${f}, 0)::text as ${sql.raw(`"${prefix}Payout"`)},
    coalesce(sum(b.payout - b.stake)${f}, 0)::text as ${sql.raw(`"${prefix}Profit"`)}`;
};
const pick = (r: Record<string, unknown>, prefix: string): Figures => ({
  bets: r[`${prefix}Bets`] as number,
  stake: r[`${prefix}Stake`] as string,
  validBet: r[`${prefix}Valid`] as string,
  payout: r[`${prefix}Payout`] as string,
  profit: r[`${prefix}Profit`] as string,
});

/**
 * Downline profit and loss: one row per direct downline of the node (the caller, or a member of
 * the team to drill into) with the member's own settled bets and those of the member's whole
 * team, from the members' side (positive = they won), by time settled; totals cover the level.
 */
export async function teamProfit(
  db: Db,
  agent: Agent,
  q: { uplineId?: number | undefined; page: number; size: number },
  period: Period,
) {
  const node = await drillNode(db, agent, q.uplineId);
  const { start, end } = bounds(period);
  const settled = sql`b.merchant_id = ${agent.merchantId} and b.status = 'SETTLED'
    and b.settled_at >= ${start} and b.settled_at < ${end}`;
  const [list, totals] = await Promise.all([
    db.execute(sql`
      with roots as (
        select m.id, m.account, m.type from member_tree t join members m on m.id = t.descendant_id
        where t.ancestor_id = ${node.id} and t.depth = 1
        order by m.id limit ${q.size} offset ${(q.page - 1) * q.size}),
      sub as (
        select r.id as root, r.id as mid from roots r
        union all
        select r.id, t.descendant_id from roots r join member_tree t on t.ancestor_id = r.id)
      select r.id, r.account, r.type,
        (select count(*)::int from member_tree c where c.ancestor_id = r.id) as "teamSize",
        ${figures('self', sql`sub.mid = sub.root`)}, ${figures('team')}
      from roots r join sub on sub.root = r.id left join bets b on b.member_id = sub.mid and ${settled}
      group by r.id, r.account, r.type order by r.id`),
    db.execute(sql`
      select (select count(*)::int from member_tree where ancestor_id = ${node.id} and depth = 1) as "total",
        ${figures('all')}
      from member_tree t join bets b on b.member_id = t.descendant_id and ${settled}
      where t.ancestor_id = ${node.id}`),
  ]);
  const [all] = rowsOf<Record<string, unknown>>(totals);
  if (!all) throw new Error('profit totals answered nothing');
  return {
    ...periodValue(period),
    total: all.total as number,
    totals: pick(all, 'all'),
    list: rowsOf<Record<string, unknown> & { id: number; account: string; type: number; teamSize: number }>(list).map(
      (r) => ({
        id: r.id,
        account: r.account,
        type: r.type,
        isAgent: isAgentType(r.type),
        teamSize: r.teamSize,
        self: pick(r, 'self'),
        team: pick(r, 'team'),
      }),
    ),
  };
}
