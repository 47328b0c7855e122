import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { bets } from '../../platform/db/schema.ts';

export type BetQuery = {
  category?: string | undefined;
  status?: 'OPEN' | 'SETTLED' | 'CANCELLED' | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  page: number;
  size: number;
};

const money = (column: unknown) => sql<string>`coalesce(sum(${column}), 0)::text`;
/** Profit counts settled bets only: an open bet has not won or lost yet, a cancelled one neither. */
const settledProfit = sql<string>`coalesce(sum(case when ${bets.status} = 'SETTLED' then ${bets.payout} - ${bets.stake} end), 0)::text`;

/**
 * The betting record across every game source, newest first, with totals over the whole filter
 * (not only the page), read from the same rows the ledger's bet transactions name.
 */
export async function bettingRecord(db: Db, merchantId: number, memberId: number, q: BetQuery) {
  const where = and(
    eq(bets.merchantId, merchantId),
    eq(bets.memberId, memberId),
    q.category ? eq(bets.category, q.category) : undefined,
    q.status ? eq(bets.status, q.status) : undefined,
    q.from ? gte(bets.placedAt, q.from) : undefined,
    q.to ? lt(bets.placedAt, q.to) : undefined,
  );
  const rows = await db
    .select()
    .from(bets)
    .where(where)
    .orderBy(desc(bets.placedAt), desc(bets.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [sum] = await db
    .select({
      count: sql<number>`count(*)::int`,
      stake: money(bets.stake),
      validStake: money(bets.validStake),
      payout: money(bets.payout),
      profit: settledProfit,
    })
    .from(bets)
    .where(where);
  return {
    total: sum?.count ?? 0,
    totals: {
      stake: sum?.stake ?? '0',
      validStake: sum?.validStake ?? '0',
      payout: sum?.payout ?? '0',
      profit: sum?.profit ?? '0',
    },
    list: rows.map((b) => ({
      betId: b.id,
      source: b.source,
      category: b.category,
      vendorCode: b.vendorCode,
      gameCode: b.gameCode,
      roundId: b.roundId,
      stake: b.stake.toString(),
      validStake: b.validStake.toString(),
      payout: b.payout.toString(),
      profit: b.status === 'SETTLED' ? (b.payout - b.stake).toString() : '0',
      status: b.status,
      detail: b.detail,
      placedAt: b.placedAt.toISOString(),
      settledAt: b.settledAt?.toISOString() ?? null,
    })),
  };
}

/**
 * Personal profit and loss: settled bets by the day they settled (in the merchant's time zone)
 * and category, with each day's total, from the player's side (positive = the player won).
 */
export async function personalProfit(
  db: Db,
  merchant: { id: number; timezone: string },
  memberId: number,
  range: { from: Date; to: Date },
) {
  const day = sql<string>`to_char(${bets.settledAt} at time zone ${merchant.timezone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      category: bets.category,
      bets: sql<number>`count(*)::int`,
      stake: money(bets.stake),
      validStake: money(bets.validStake),
      payout: money(bets.payout),
      profit: settledProfit,
    })
    .from(bets)
    .where(
      and(
        eq(bets.merchantId, merchant.id),
        eq(bets.memberId, memberId),
        eq(bets.status, 'SETTLED'),
        gte(bets.settledAt, range.from),
        lt(bets.settledAt, range.to),
      ),
    )
    // By position: the day expression carries the time zone as a parameter, and PostgreSQL
    // would not match two separately bound copies of it.
    .groupBy(sql`1`, sql`2`)
    .orderBy(sql`1 desc`, sql`2`);
  const days = new Map<string, { day: string; profit: bigint; stake: bigint; categories: typeof rows }>();
  for (const r of rows) {
    const d = days.get(r.day) ?? { day: r.day, profit: 0n, stake: 0n, categories: [] };
    d.profit += BigInt(r.profit);
    d.stake += BigInt(r.stake);
    d.categories.push(r);
    days.set(r.day, d);
  }
  const list = [...days.values()].map((d) => ({
    day: d.day,
    stake: d.stake.toString(),
    profit: d.profit.toString(),
    categories: d.categories.map(({ day: _day, ...c }) => c),
  }));
  return {
    totalStake: list.reduce((s, d) => s + BigInt(d.stake), 0n).toString(),
    totalProfit: list.reduce((s, d) => s + BigInt(d.profit), 0n).toString(),
    days: list,
  };
}
