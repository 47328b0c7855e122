import { type ElottPlayType, lhcRefunds } from './elott-play-types.ts';
import { linePayout } from './vn-lines.ts';
import type { VnPlayType } from './vn-play-types.ts';
import type { VnResult } from './vn-result.ts';

/** A placed line with the price and odds it was placed at (odds change; a placed bet keeps its own). */
export type PricedLine = { numbers: readonly string[]; points: bigint; stake: bigint; payPerPoint: bigint };

export type LineOutcome = { status: 'WON' | 'LOST' | 'REFUND'; hits: number; payout: bigint };

/** A won line pays hits x points x pay per point; a refunded one returns its stake. */
function outcome(hits: number, line: PricedLine): LineOutcome {
  return hits > 0
    ? { status: 'WON', hits, payout: linePayout(hits, line.points, line.payPerPoint) }
    : { status: 'LOST', hits: 0, payout: 0n };
}

export const settleVnLine = (type: VnPlayType, line: PricedLine, result: VnResult): LineOutcome =>
  outcome(type.hits(result, line.numbers), line);

export function settleElottLine(type: ElottPlayType, line: PricedLine, drawn: readonly number[]): LineOutcome {
  if (lhcRefunds(type.code, drawn)) return { status: 'REFUND', hits: 0, payout: line.stake };
  return outcome(type.hits(drawn, line.numbers), line);
}
