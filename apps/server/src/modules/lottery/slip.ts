import { STAKE_UNITS } from '@mekong/contracts';
import { AppError } from '../../platform/errors.ts';
import { type LotteryGame, type Pay, type PlayOdds, payFor, toPay } from './catalog.ts';
import { type Play, playOf } from './play.ts';
import type { LotteryBetDetail } from './views.ts';

export type SlipLine = { playType: string; numbers: string[]; points: number };
export type Slip = { multiplier: number; unit: 'YUAN' | 'JIAO'; lines: SlipLine[] };

/** A line checked and priced: its stake, what it stores, and what it risks per number. */
export type PricedLine = {
  stake: bigint;
  detail: Omit<LotteryBetDetail, 'drawId' | 'issueNo' | 'prizeMode'>;
  exposure: { key: string; amount: bigint }[];
};

const payJson = (pay: Pay): string | Record<string, string> =>
  typeof pay === 'bigint' ? pay.toString() : Object.fromEntries(Object.entries(pay).map(([k, v]) => [k, v.toString()]));

const invalid = (line: number, reason: string) =>
  new AppError('lottery.line.invalid', `Line ${line + 1}: ${reason}`, { line, reason });

/**
 * Checks and prices a slip against the game's rules and the odds it is placed at: each line's
 * numbers fit its play type, no line repeats another, stakes come out in whole minor units and no
 * line is over the per-bet limit. Nothing here touches money.
 */
export function priceSlip(game: LotteryGame, odds: Map<string, PlayOdds>, slip: Slip): PricedLine[] {
  const divisor = STAKE_UNITS[slip.unit];
  const seen = new Set<string>();
  return slip.lines.map((line, i) => {
    const play = playOf(game.family, game.region, line.playType);
    const o = odds.get(line.playType);
    if (!play || !o) throw invalid(i, 'PLAY_TYPE');
    const numbers = line.numbers.map((n) => n.trim().toUpperCase());
    const problem = play.problem(numbers);
    if (problem) throw invalid(i, problem);
    const same = `${line.playType}:${[...numbers].sort().join(',')}`;
    if (seen.has(same)) throw invalid(i, 'DUPLICATE_LINE');
    seen.add(same);
    const points = BigInt(line.points) * BigInt(slip.multiplier);
    const units = play.units(numbers);
    const gross = BigInt(units) * points * o.pricePerPoint;
    if (gross % divisor !== 0n) throw invalid(i, 'UNIT');
    const stake = gross / divisor;
    if (stake > game.maxStakePerBet) {
      throw new AppError('lottery.limit.exceeded', `Line ${i + 1} is over the stake limit of one bet`, {
        limit: 'BET',
        line: i,
        room: game.maxStakePerBet.toString(),
      });
    }
    return {
      stake,
      exposure: lineExposure(play, line.playType, numbers, points, o.pay, divisor),
      detail: {
        playType: line.playType,
        numbers,
        units,
        points: line.points,
        multiplier: slip.multiplier,
        unit: slip.unit,
        pricePerPoint: o.pricePerPoint.toString(),
        pay: payJson(o.pay),
      },
    };
  });
}

/**
 * What a line could cost the house per exposure key: the most hits of each number at the line's
 * points (times the multiplier) and pay, in minor units. What a slip adds to lottery_exposure.
 */
function lineExposure(
  play: Play,
  playType: string,
  numbers: readonly string[],
  points: bigint,
  pay: Pay,
  divisor: bigint,
) {
  return play.exposure(numbers).map((e) => ({
    key: e.key,
    amount: (BigInt(e.maxHits) * points * payFor(pay, playType, e.pick)) / divisor,
  }));
}

/**
 * What a placed bet added to its draw's exposure, from the line and odds it stored: the same sum
 * as when it was priced, so a refund takes back exactly what the slip put in.
 */
export function betExposure(game: Pick<LotteryGame, 'family' | 'region'>, d: LotteryBetDetail) {
  const play = playOf(game.family, game.region, d.playType);
  if (!play) throw new Error(`unknown play type ${d.playType}`);
  const points = BigInt(d.points) * BigInt(d.multiplier);
  return lineExposure(play, d.playType, d.numbers, points, toPay(d.pay), STAKE_UNITS[d.unit]);
}

/** The slip's risk per exposure key, summed over its lines. */
export function slipExposure(lines: PricedLine[]): Map<string, bigint> {
  const total = new Map<string, bigint>();
  for (const l of lines) for (const e of l.exposure) total.set(e.key, (total.get(e.key) ?? 0n) + e.amount);
  return total;
}
