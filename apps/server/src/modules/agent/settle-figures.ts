import type { ContractKind } from '@mekong/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { arrayLiteral, type Db } from '../../platform/db/index.ts';
import { rowsOf } from '../../platform/money/ledger.ts';
import type { Span } from './periods.ts';
import type { PeriodFigures } from './salary.ts';

/** A contract in force during a period, with its member's team figures over its part of it. */
export type ContractInForce = {
  id: number;
  memberId: number;
  uplineId: number;
  terms: Record<string, unknown>;
  /** The part of the period the contract was in force: from its start or the period's, to its end or the period's. */
  part: Span;
  team: PeriodFigures;
  /** A payment of this contract for this part of the period exists already. */
  paid: boolean;
};

type Sums = { validBet: string; profitLoss: string; activeMembers: number };
type Row = Sums & {
  id: number;
  memberId: number;
  uplineId: number;
  terms: Record<string, unknown> | string;
  partStart: Date | string;
  partEnd: Date | string;
  paid: boolean;
};

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const figuresOf = (r: Sums): PeriodFigures => ({
  validBet: BigInt(r.validBet),
  profitLoss: BigInt(r.profitLoss),
  activeMembers: r.activeMembers,
});

/**
 * The team of each row of `parts` (id, member_id, part_start, part_end) over its part: the settled
 * bets (by time settled) of everyone below the member, the member excluded, as the team overview
 * counts them. The period's bets are read once, joined to their members' uplines through the
 * closure table and summed per part.
 */
const teamSums = (merchantId: number, span: Span, parts: SQL) => sql`
  select p.id, sum(b.valid_stake)::text as valid, sum(b.payout - b.stake)::text as pl,
    count(distinct b.member_id)::int as active
  from bets b join member_tree t on t.descendant_id = b.member_id
    join ${parts} p on p.member_id = t.ancestor_id and b.settled_at >= p.part_start and b.settled_at < p.part_end
  where b.merchant_id = ${merchantId} and b.status = 'SETTLED'
    and b.settled_at >= ${at(span.start)} and b.settled_at < ${at(span.end)}
  group by p.id`;

/**
 * Every contract of a kind in force during the period, each over its own part of it (the same set
 * and parts however late a replay runs, since activated_at and ended_at never change once set).
 * A contract that ended within the period is left out when its team settled nothing before it
 * ended: it has nothing to be paid for or to take off its upline's pay. Instants are cut to the
 * millisecond, as JavaScript holds them, so a part read here and one computed from it agree.
 */
export async function contractsInForce(
  db: Db,
  merchantId: number,
  kind: ContractKind,
  span: Span,
): Promise<ContractInForce[]> {
  const result = await db.execute(sql`
    with c as (
      select id, member_id, upline_id, terms,
        greatest(date_trunc('milliseconds', activated_at), ${at(span.start)}) as part_start,
        least(coalesce(date_trunc('milliseconds', ended_at), ${at(span.end)}), ${at(span.end)}) as part_end
      from agent_contracts
      where merchant_id = ${merchantId} and kind = ${kind}
        and activated_at < ${at(span.end)} and (ended_at is null or ended_at > ${at(span.start)})),
    parts as (select * from c where part_start < part_end),
    f as (${teamSums(merchantId, span, sql`parts`)})
    select c.id, c.member_id as "memberId", c.upline_id as "uplineId", c.terms,
      c.part_start as "partStart", c.part_end as "partEnd",
      coalesce(f.valid, '0') as "validBet", coalesce(f.pl, '0') as "profitLoss",
      coalesce(f.active, 0) as "activeMembers",
      exists (select 1 from agent_contract_payments p
        where p.contract_id = c.id and p.period_start = c.part_start) as "paid"
    from parts c left join f on f.id = c.id
    where c.part_end = ${at(span.end)} or f.id is not null
    order by c.id`);
  return rowsOf<Row>(result).map((r) => ({
    id: r.id,
    memberId: r.memberId,
    uplineId: r.uplineId,
    terms: typeof r.terms === 'string' ? JSON.parse(r.terms) : r.terms,
    part: { start: new Date(r.partStart), end: new Date(r.partEnd) },
    team: figuresOf(r),
    paid: r.paid,
  }));
}

/** Each member's team over a part of the period (within `span`), in the order asked, in one statement. */
export async function teamFigures(
  db: Db,
  merchantId: number,
  span: Span,
  asked: readonly { memberId: number; part: Span }[],
): Promise<PeriodFigures[]> {
  const result = await db.execute(sql`
    with parts as (
      select * from unnest(${arrayLiteral(asked.map((_, i) => i))}::int[], ${arrayLiteral(asked.map((a) => a.memberId))}::int[],
        ${arrayLiteral(asked.map((a) => a.part.start.toISOString()))}::timestamptz[],
        ${arrayLiteral(asked.map((a) => a.part.end.toISOString()))}::timestamptz[]) as p(id, member_id, part_start, part_end)),
    f as (${teamSums(merchantId, span, sql`parts`)})
    select parts.id, coalesce(f.valid, '0') as "validBet", coalesce(f.pl, '0') as "profitLoss",
      coalesce(f.active, 0) as "activeMembers"
    from parts left join f on f.id = parts.id
    order by parts.id`);
  return rowsOf<Sums & { id: number }>(result).map(figuresOf);
}
