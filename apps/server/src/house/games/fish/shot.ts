import type { Rng } from '../../../platform/fair.ts';
import { catchChance, type Species, type SpeciesCode } from './species.ts';

/** One shot as the round records it and the verify page redraws it. */
export type ShotOutcome = { fishId: number; species: SpeciesCode; multiplier: number; caught: boolean };

/**
 * Whether one shot catches its fish. One unbiased integer draw in [0, 25·m), caught below 24: the
 * probability is exactly 24 / (25·m), with no float and no modulo bias (Rng.int rejects the
 * incomplete end of the 32-bit range).
 */
export function shoot(rng: Rng, fishId: number, species: Species): ShotOutcome {
  const chance = catchChance(species);
  const caught = rng.int(chance.denominator) < chance.numerator;
  return { fishId, species: species.code as SpeciesCode, multiplier: species.multiplier, caught };
}

/** What the shot returns, stake included: stake × multiplier on a catch, nothing on a miss. */
export const shotPayout = (outcome: ShotOutcome, stake: bigint) =>
  outcome.caught ? stake * BigInt(outcome.multiplier) : 0n;

/** The bet levels a player chooses the cost of one shot from, in minor units (1.00 … 100.00). */
export const BET_LEVELS = [100n, 200n, 500n, 1000n, 5000n, 10000n] as const;

export const isBetLevel = (stake: bigint) => BET_LEVELS.includes(stake as (typeof BET_LEVELS)[number]);
