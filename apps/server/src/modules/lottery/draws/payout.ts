import { STAKE_UNITS } from '@mekong/contracts';
import { type Pay, payFor } from '../catalog.ts';
import type { DrawOutcome, Play } from '../play.ts';
import type { DrawRow, LotteryBetDetail } from '../views.ts';

const toPay = (p: LotteryBetDetail['pay']): Pay =>
  typeof p === 'string' ? BigInt(p) : Object.fromEntries(Object.entries(p).map(([k, v]) => [k, BigInt(v)]));

/**
 * What a line pays back on an outcome, at the odds stored on it: hits x points x multiplier x pay
 * per point (divided for JIAO stakes, rounded down), and the turnover it counts. A refunded line
 * pays its stake back and counts none.
 */
export function linePayout(play: Play, d: LotteryBetDetail, stake: bigint, outcome: DrawOutcome) {
  const judged = play.judge(outcome, d.numbers);
  if (judged.refund) return { payout: stake, validStake: 0n };
  const pay = toPay(d.pay);
  const points = BigInt(d.points) * BigInt(d.multiplier);
  const divisor = STAKE_UNITS[d.unit];
  let payout = 0n;
  for (const w of judged.wins) payout += (BigInt(w.hits) * points * payFor(pay, d.playType, w.pick)) / divisor;
  return { payout, validStake: stake };
}

/** A drawn draw's outcome as the rules read it. */
export function outcomeOf(draw: DrawRow, family: string, region: string | null): DrawOutcome {
  if (family === 'VN') {
    return { kind: 'VN', result: { region: (region ?? 'NORTH') as 'NORTH', ...(draw.prizes ?? {}) } };
  }
  return { kind: 'ELOTT', drawn: (draw.result ?? []).map(Number) };
}
