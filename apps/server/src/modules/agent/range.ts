import type { AgentRangeQuery } from '@mekong/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { rowsOf } from '../../platform/money/ledger.ts';

/** A report period: the merchant's calendar days shown, and the instants [start, end) they span. */
export type Period = { from: string; to: string; timezone: string; start: Date; end: Date };

/**
 * Turns a preset or two calendar days into instants in the merchant's time zone. PostgreSQL does
 * the calendar arithmetic, so "today" is the merchant's today and a day is whatever length the
 * zone gives it, wherever the server runs.
 */
export async function resolvePeriod(db: Db, timezone: string, q: AgentRangeQuery): Promise<Period> {
  const today = sql`(now() at time zone ${timezone})::date`;
  const month = sql`date_trunc('month', ${today})::date`;
  const ends: Record<string, [SQL, SQL]> = {
    today: [today, today],
    yesterday: [sql`${today} - 1`, sql`${today} - 1`],
    week: [sql`date_trunc('week', ${today})::date`, today],
    month: [month, today],
    lastMonth: [sql`(${month} - interval '1 month')::date`, sql`${month} - 1`],
  };
  const [first, last] =
    q.from && q.to ? [sql`${q.from}::date`, sql`${q.to}::date`] : (ends[q.preset ?? 'today'] as [SQL, SQL]);
  const result = await db.execute(sql`select to_char(f, 'YYYY-MM-DD') as "from", to_char(t, 'YYYY-MM-DD') as "to",
      (extract(epoch from f::timestamp at time zone ${timezone}) * 1000)::float8 as "start",
      (extract(epoch from (t + 1)::timestamp at time zone ${timezone}) * 1000)::float8 as "end"
    from (select ${first} as f, ${last} as t) d`);
  const [row] = rowsOf<{ from: string; to: string; start: number; end: number }>(result);
  if (!row) throw new Error('period not resolved');
  return { from: row.from, to: row.to, timezone, start: new Date(row.start), end: new Date(row.end) };
}

export const periodValue = (p: Period) => ({ from: p.from, to: p.to, timezone: p.timezone });
