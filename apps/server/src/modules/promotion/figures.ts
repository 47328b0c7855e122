import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import type { Tx } from '../../platform/money/ledger.ts';
import { rowsOf } from '../../platform/money/ledger.ts';
import { localDay } from '../lottery/index.ts';

export type Span = { start: Date; end: Date };
export type MemberFigures = { validBet: bigint; deposits: bigint; lotteryBets: bigint };

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * A member's figures over a span, as the betting record counts them: valid stakes of bets
 * settled in the span, deposits credited in it, and lottery bets settled in it. A lottery bet
 * counts once its draw has settled it, not when it is placed: until then a break refunds it
 * (protection/break-refunds.ts), and a mission paid on bets placed could be claimed, its bets
 * refunded, and claimed again the next day at no cost.
 */
export async function memberFigures(db: Db | Tx, merchantId: number, memberId: number, span: Span) {
  const [row] = rowsOf<{ valid: string; dep: string; lott: string }>(
    await db.execute(sql`select
      (select coalesce(sum(valid_stake), 0) from bets where merchant_id = ${merchantId} and member_id = ${memberId}
        and status = 'SETTLED' and settled_at >= ${at(span.start)} and settled_at < ${at(span.end)})::text as valid,
      (select coalesce(sum(amount), 0) from deposits where merchant_id = ${merchantId} and member_id = ${memberId}
        and status = 'PAID' and settled_at >= ${at(span.start)} and settled_at < ${at(span.end)})::text as dep,
      (select count(*) from bets where merchant_id = ${merchantId} and member_id = ${memberId} and source = 'LOTTERY'
        and status = 'SETTLED' and settled_at >= ${at(span.start)} and settled_at < ${at(span.end)})::text as lott`),
  );
  return {
    validBet: BigInt(row?.valid ?? '0'),
    deposits: BigInt(row?.dep ?? '0'),
    lotteryBets: BigInt(row?.lott ?? '0'),
  } satisfies MemberFigures;
}

/** The merchant-time-zone day an instant falls on, and the day before it (yyyymmdd). */
export function dayOf(at: Date, tz: string) {
  const day = localDay(at, tz);
  const before = localDay(new Date(day.start.getTime() - 1), tz);
  return { ...day, previous: before.ymd };
}
