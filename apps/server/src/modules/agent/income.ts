import type { ContractKind, Income, TeamDaily } from '@mekong/contracts';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { agentContractPayments } from '../../platform/db/schema.ts';
import { rowsOf } from '../../platform/money/ledger.ts';
import { bounds } from './overview.ts';
import { type Period, periodValue } from './range.ts';

type Agent = { id: number; merchantId: number };

/**
 * "My income": what the caller's own contracts paid it, by the time the money arrived (a day's
 * salary lands on the next day), newest first, with totals over every page. Periods whose team
 * was active but reached no tier are listed with amount 0 and no transaction.
 */
export async function agentIncome(
  db: Db,
  agent: Agent,
  q: { kind?: ContractKind | undefined; page: number; size: number },
  period: Period,
): Promise<Income> {
  const p = agentContractPayments;
  const where = and(
    eq(p.merchantId, agent.merchantId),
    eq(p.memberId, agent.id),
    q.kind ? eq(p.kind, q.kind) : undefined,
    gte(p.paidAt, period.start),
    lt(p.paidAt, period.end),
  );
  const [rows, byKind] = await Promise.all([
    db
      .select()
      .from(p)
      .where(where)
      .orderBy(desc(p.paidAt), desc(p.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db
      .select({ kind: p.kind, n: sql<number>`count(*)::int`, amount: sql<string>`sum(${p.amount})::text` })
      .from(p)
      .where(where)
      .groupBy(p.kind),
  ]);
  return {
    ...periodValue(period),
    total: byKind.reduce((n, k) => n + k.n, 0),
    totals: {
      amount: byKind.reduce((s, k) => s + BigInt(k.amount), 0n).toString(),
      byKind: Object.fromEntries(byKind.map((k) => [k.kind, k.amount])),
    },
    list: rows.map((r) => ({
      id: r.id,
      contractId: r.contractId,
      kind: r.kind,
      periodStart: r.periodStart.toISOString(),
      periodEnd: r.periodEnd.toISOString(),
      validBet: r.validBet.toString(),
      profitLoss: r.profitLoss.toString(),
      activeMembers: r.activeMembers,
      rate: r.rate,
      passedDown: r.passedDown.toString(),
      amount: r.amount.toString(),
      paidAt: r.paidAt.toISOString(),
      transactionId: r.transactionId,
    })),
  };
}

/**
 * The team's figures per calendar day of the merchant (every day of the period, idle ones as
 * zeros), as the salaries read them: settled bets of everyone below the caller by time settled,
 * active members being those with a settled bet that day.
 */
export async function teamDaily(db: Db, agent: Agent, period: Period): Promise<TeamDaily> {
  const { start, end } = bounds(period);
  const result = await db.execute(sql`
    with settled as (
      select (b.settled_at at time zone ${period.timezone})::date as day, count(distinct b.member_id)::int as active,
        sum(b.valid_stake) as valid, sum(b.payout - b.stake) as pl
      from member_tree t join bets b on b.member_id = t.descendant_id
      where t.ancestor_id = ${agent.id} and b.merchant_id = ${agent.merchantId} and b.status = 'SETTLED'
        and b.settled_at >= ${start} and b.settled_at < ${end}
      group by 1)
    select to_char(d.day, 'YYYY-MM-DD') as "day", coalesce(s.active, 0) as "activeMembers",
      coalesce(s.valid, 0)::text as "validBet", coalesce(s.pl, 0)::text as "profitLoss"
    from (select g::date as day from generate_series(${period.from}::date, ${period.to}::date, interval '1 day') g) d
      left join settled s on s.day = d.day
    order by d.day`);
  return {
    ...periodValue(period),
    days: rowsOf<{ day: string; activeMembers: number; validBet: string; profitLoss: string }>(result),
  };
}
