import type { ContractKind } from '@mekong/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { rowsOf } from '../../platform/money/ledger.ts';
import type { PeriodFigures } from './salary.ts';

/** A contract in force at the end of a period, with its member's team figures for the period. */
export type ContractInForce = {
  id: number;
  memberId: number;
  uplineId: number;
  terms: Record<string, unknown>;
  team: PeriodFigures;
  /** A payment of this contract for the period exists already. */
  paid: boolean;
};

type Row = {
  id: number;
  memberId: number;
  uplineId: number;
  terms: Record<string, unknown>;
  validBet: string;
  profitLoss: string;
  activeMembers: number;
  paid: boolean;
};

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Every contract of a kind in force when the period ended (accepted by then, not ended by then:
 * the same set however late a replay runs), each with its member's team over the period: the
 * settled bets (by time settled) of everyone below the member, the member excluded, as the team
 * overview counts them. One statement: the period's bets are read once, joined to their
 * members' uplines through the closure table and summed per contract member.
 */
export async function contractsInForce(
  db: Db,
  merchantId: number,
  kind: ContractKind,
  span: { start: Date; end: Date },
): Promise<ContractInForce[]> {
  const result = await db.execute(sql`
    with c as (
      select id, member_id, upline_id, terms from agent_contracts
      where merchant_id = ${merchantId} and kind = ${kind}
        and activated_at <= ${at(span.end)} and (ended_at is null or ended_at > ${at(span.end)})),
    f as (
      select t.ancestor_id as member_id, sum(b.valid_stake)::text as valid, sum(b.payout - b.stake)::text as pl,
        count(distinct b.member_id)::int as active
      from bets b join member_tree t on t.descendant_id = b.member_id
      where b.merchant_id = ${merchantId} and b.status = 'SETTLED'
        and b.settled_at >= ${at(span.start)} and b.settled_at < ${at(span.end)}
        and t.ancestor_id in (select member_id from c)
      group by t.ancestor_id)
    select c.id, c.member_id as "memberId", c.upline_id as "uplineId", c.terms,
      coalesce(f.valid, '0') as "validBet", coalesce(f.pl, '0') as "profitLoss",
      coalesce(f.active, 0) as "activeMembers",
      exists (select 1 from agent_contract_payments p
        where p.contract_id = c.id and p.period_start = ${at(span.start)}) as "paid"
    from c left join f on f.member_id = c.member_id
    order by c.id`);
  return rowsOf<Row>(result).map((r) => ({
    id: r.id,
    memberId: r.memberId,
    uplineId: r.uplineId,
    terms: typeof r.terms === 'string' ? JSON.parse(r.terms) : r.terms,
    team: { validBet: BigInt(r.validBet), profitLoss: BigInt(r.profitLoss), activeMembers: r.activeMembers },
    paid: r.paid,
  }));
}
