import { STAKE_UNITS } from '@mekong/contracts';

export type StakeUnit = keyof typeof STAKE_UNITS;

/** The most numbers one line may carry (the server's limit: bao lo on every ending 00 to 99). */
export const MAX_NUMBERS_PER_LINE = 100;
export const MAX_LINES = 50;
export const POINTS = { min: 1, max: 100_000 } as const;
export const MULTIPLIER = { min: 1, max: 1000 } as const;

/**
 * Bets ("units") in a line: every pick is a bet when the play type's group is 1; a group type
 * (xien, da, truot, 11X5 any-k) makes one bet of exactly `group` picks.
 */
export const lineUnits = (group: number, picks: number) => (group > 1 ? 1 : picks);

/** Why picks cannot make a line of the play type, or null. The server checks again. */
export function picksProblem(group: number, picks: readonly string[]): 'EMPTY' | 'GROUP' | 'TOO_MANY' | null {
  if (picks.length === 0) return 'EMPTY';
  if (picks.length > MAX_NUMBERS_PER_LINE) return 'TOO_MANY';
  if (group > 1 && picks.length !== group) return 'GROUP';
  return null;
}

export type StakeInput = {
  units: number;
  points: number;
  multiplier: number;
  /** Minor units, as the detail sends it. */
  pricePerPoint: string;
  unit: StakeUnit;
};

const gross = ({ units, points, multiplier, pricePerPoint }: StakeInput) =>
  BigInt(units) * BigInt(points) * BigInt(multiplier) * BigInt(pricePerPoint);

/** A line's stake in minor units: units x points x multiplier x price per point, a tenth for JIAO. */
export const lineStake = (input: StakeInput): bigint => gross(input) / STAKE_UNITS[input.unit];

/** A JIAO stake must come out in whole minor units; the server refuses a line that does not. */
export const isWholeStake = (input: StakeInput) => gross(input) % STAKE_UNITS[input.unit] === 0n;

/** The slip's total: the sum of its lines' stakes. */
export const slipTotal = (stakes: readonly bigint[]) => stakes.reduce((sum, s) => sum + s, 0n);

/** A whole number within bounds, or null for anything a person might type that is not one. */
export function wholeIn(text: string, bounds: { min: number; max: number }): number | null {
  if (!/^\d{1,7}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= bounds.min && n <= bounds.max ? n : null;
}
