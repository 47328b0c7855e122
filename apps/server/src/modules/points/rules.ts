import { AppError } from '../../platform/errors.ts';

/** The rules of a merchant's points, as stored in point_configs (bigints throughout). */
export type PointRules = {
  betUnit: bigint;
  pointsPerUnit: bigint;
  convertPoints: bigint;
  convertAmount: bigint;
  minConvert: bigint;
};

/**
 * Points one settled bet earns: pointsPerUnit for every whole betUnit of its valid stake. Each
 * bet is counted on its own (as the original product does), so a part unit earns nothing and
 * a bet's points never depend on which other bets a sweep happened to pick up with it.
 */
export function pointsForBet(validStake: bigint, rules: Pick<PointRules, 'betUnit' | 'pointsPerUnit'>): bigint {
  if (validStake <= 0n || rules.betUnit <= 0n) return 0n;
  return (validStake / rules.betUnit) * rules.pointsPerUnit;
}

/** The smallest number of points that converts to a whole number of minor units. */
export function convertStep(rules: Pick<PointRules, 'convertPoints' | 'convertAmount'>): bigint {
  const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
  return rules.convertPoints / gcd(rules.convertPoints, rules.convertAmount);
}

/**
 * What `points` convert to, in minor units. Refuses below the minimum and amounts that would
 * need a fraction of a cent: nothing is rounded away from the player.
 */
export function conversionAmount(points: bigint, rules: PointRules): bigint {
  if (points < rules.minConvert)
    throw new AppError('points.convert.below.min', `Convert at least ${rules.minConvert} points`, {
      min: rules.minConvert.toString(),
    });
  const step = convertStep(rules);
  if (points % step !== 0n)
    throw new AppError('points.convert.step', `Convert a multiple of ${step} points`, { step: step.toString() });
  return (points * rules.convertAmount) / rules.convertPoints;
}
