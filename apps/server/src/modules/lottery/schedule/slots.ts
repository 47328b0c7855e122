import type { VnRegion } from '../rules/vn-result.ts';
import { type DrawSlot, elottSlot, vnDraw } from './draws.ts';
import { localParts } from './zoned.ts';

/** The state lotteries draw on Vietnamese time, whatever the merchant's own zone. */
export const VN_TZ = 'Asia/Ho_Chi_Minh';

/** The spec's day numbers (Sunday 1, Monday 2 ... Saturday 7) as JavaScript weekdays (0-6). */
export const weekdaysOf = (dayNumbers: readonly number[]) => dayNumbers.map((n) => (n === 1 ? 0 : n - 1));

export type SlotGame = {
  family: string;
  region: string | null;
  speedMinutes: number | null;
  closeSeconds: number;
  /** Spec day numbers the game draws on (VN stations). */
  days: readonly number[];
};

/**
 * The draw of a Vietnamese station taking bets at `at`: the region's daily draw, moved on a day
 * at a time until a weekday the station draws on (a week at most).
 */
export function vnStationDraw(at: Date, region: VnRegion, days: readonly number[], closeSeconds: number): DrawSlot {
  const weekdays = weekdaysOf(days);
  let slot = vnDraw(at, VN_TZ, region, closeSeconds / 60);
  for (let i = 0; i < 7 && !weekdays.includes(localParts(slot.drawAt, VN_TZ).weekday); i++) {
    slot = vnDraw(slot.closesAt, VN_TZ, region, closeSeconds / 60);
  }
  return slot;
}

/**
 * The draw taking bets at `at` and the one after it. E-lottery issues are numbered in the
 * merchant's zone; a VN draw's issue is its Vietnamese date.
 */
export function upcomingSlots(game: SlotGame, at: Date, merchantTz: string): [DrawSlot, DrawSlot] {
  if (game.family === 'VN') {
    const region = (game.region ?? 'NORTH') as VnRegion;
    const current = vnStationDraw(at, region, game.days, game.closeSeconds);
    return [current, vnStationDraw(current.closesAt, region, game.days, game.closeSeconds)];
  }
  const minutes = game.speedMinutes ?? 1;
  const current = elottSlot(at, merchantTz, minutes, game.closeSeconds);
  return [current, elottSlot(current.closesAt, merchantTz, minutes, game.closeSeconds)];
}
