import type { VnPlayType } from './vn-play-types.ts';
import type { VnRegion } from './vn-result.ts';

/** The most numbers one line may carry (bao lo on every ending 00 to 99 is 100). */
export const MAX_NUMBERS_PER_LINE = 100;

const PICKS: Record<string, readonly string[]> = {
  BIG_SMALL: ['BIG', 'SMALL'],
  ODD_EVEN: ['ODD', 'EVEN'],
  SUM: Array.from({ length: 19 }, (_, i) => String(i)),
};

/** Why a line's numbers do not fit its play type (a stable reason), or null. */
export function vnLineProblem(type: VnPlayType, region: VnRegion, numbers: readonly string[]): string | null {
  if (!type.regions.includes(region)) return 'PLAY_TYPE_NOT_IN_REGION';
  if (numbers.length === 0 || numbers.length > MAX_NUMBERS_PER_LINE) return 'NUMBER_COUNT';
  if (new Set(numbers).size !== numbers.length) return 'DUPLICATE_NUMBER';
  const valid =
    type.digits === 'PICK'
      ? (n: string) => PICKS[type.code]?.includes(n) ?? false
      : (n: string) => new RegExp(`^[0-9]{${type.digits}}$`).test(n);
  if (!numbers.every(valid)) return 'MALFORMED_NUMBER';
  if (type.group > 1 && numbers.length !== type.group) return 'NUMBER_COUNT';
  return null;
}

/** How many separate bets a valid line holds: one per number, or one for a group type. */
export const vnUnits = (type: VnPlayType, numbers: readonly string[]) => (type.group > 1 ? 1 : numbers.length);

/** What a line costs: units x points x price per point, in minor units. */
export const lineStake = (units: number, points: bigint, pricePerPoint: bigint) =>
  BigInt(units) * points * pricePerPoint;

/** What a line pays: hits x points x pay per point, in minor units (the stake is not returned). */
export const linePayout = (hits: number, points: bigint, payPerPoint: bigint) => BigInt(hits) * points * payPerPoint;
