import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { bets, members, memberTree } from '../../platform/db/schema.ts';
import { type Period, periodValue } from './range.ts';
import { teamMember } from './tree.ts';

type Agent = { id: number; merchantId: number };
export type TeamBetsQuery = {
  category?: string | undefined;
  status?: 'OPEN' | 'SETTLED' | 'CANCELLED' | undefined;
  account?: string | undefined;
  page: number;
  size: number;
};

const money = (column: unknown) => sql<string>`coalesce(sum(${column}), 0)::text`;
/** As the member's own record: profit counts settled bets only. */
const settledProfit = sql<string>`coalesce(sum(case when ${bets.status} = 'SETTLED' then ${bets.payout} - ${bets.stake} end), 0)::text`;

/**
 * Team betting: bets placed in the period by anyone below the caller (or one member of the team,
 * by account), newest first, with totals over the whole filter rather than the page.
 */
export async function teamBets(db: Db, agent: Agent, q: TeamBetsQuery, period: Period) {
  const one = q.account ? await teamMember(db, agent, { account: q.account }) : null;
  const where = and(
    eq(memberTree.ancestorId, agent.id),
    eq(bets.merchantId, agent.merchantId),
    one ? eq(bets.memberId, one.id) : undefined,
    q.category ? eq(bets.category, q.category) : undefined,
    q.status ? eq(bets.status, q.status) : undefined,
    gte(bets.placedAt, period.start),
    lt(bets.placedAt, period.end),
  );
  const [rows, [sum]] = await Promise.all([
    db
      .select({ bet: bets, account: members.account })
      .from(bets)
      .innerJoin(memberTree, eq(memberTree.descendantId, bets.memberId))
      .innerJoin(members, eq(members.id, bets.memberId))
      .where(where)
      .orderBy(desc(bets.placedAt), desc(bets.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db
      .select({
        count: sql<number>`count(*)::int`,
        stake: money(bets.stake),
        validStake: money(bets.validStake),
        payout: money(bets.payout),
        profit: settledProfit,
      })
      .from(bets)
      .innerJoin(memberTree, eq(memberTree.descendantId, bets.memberId))
      .where(where),
  ]);
  return {
    ...periodValue(period),
    total: sum?.count ?? 0,
    totals: {
      stake: sum?.stake ?? '0',
      validStake: sum?.validStake ?? '0',
      payout: sum?.payout ?? '0',
      profit: sum?.profit ?? '0',
    },
    list: rows.map(({ bet: b, account }) => ({
      betId: b.id,
      memberId: b.memberId,
      account,
      category: b.category,
      vendorCode: b.vendorCode,
      gameCode: b.gameCode,
      stake: b.stake.toString(),
      validStake: b.validStake.toString(),
      payout: b.payout.toString(),
      profit: b.status === 'SETTLED' ? (b.payout - b.stake).toString() : '0',
      status: b.status,
      placedAt: b.placedAt.toISOString(),
      settledAt: b.settledAt?.toISOString() ?? null,
    })),
  };
}
