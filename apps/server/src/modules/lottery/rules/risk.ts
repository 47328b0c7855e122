import type { VnPlayType } from './vn-play-types.ts';
import { type VnRegion, vnNumberCount } from './vn-result.ts';

/**
 * What a line could cost the house if it won, per number it covers: the exposure key (play type
 * and number, or the sorted group) and the most it can pay. Bao lo can hit as often as the draw
 * has numbers long enough; every other type pays at most once per number or group, except da,
 * which pays once per pair of appearances (at most half the draw's numbers).
 */
export function vnExposure(
  type: VnPlayType,
  region: VnRegion,
  numbers: readonly string[],
  points: bigint,
  payPerPoint: bigint,
): { key: string; amount: bigint }[] {
  const per = points * payPerPoint;
  const maxHits = type.code.startsWith('LO')
    ? vnNumberCount(region)
    : type.code === 'DA'
      ? Math.floor(vnNumberCount(region) / 2)
      : 1;
  if (type.group > 1) return [{ key: `${type.code}:${[...numbers].sort().join(',')}`, amount: per * BigInt(maxHits) }];
  return numbers.map((n) => ({ key: `${type.code}:${n}`, amount: per * BigInt(maxHits) }));
}

/** The room left under a limit, never negative: what a refusal tells the player. */
export const roomLeft = (limit: bigint, used: bigint) => (used >= limit ? 0n : limit - used);
