import type { VnRegion } from '../rules/vn-result.ts';
import { VN_DRAW_TIME } from '../rules/vn-schedule.ts';
import { localDay, zonedTime } from './zoned.ts';

/** One draw (an "issue"): its number, when betting opens and closes, and when it is drawn. */
export type DrawSlot = { issueNo: string; opensAt: Date; closesAt: Date; drawAt: Date };

/**
 * The e-lottery draw that is taking bets at `at`: the merchant's local day is cut into slots of
 * `minutes`, numbered from 1 after local midnight (issue 20261123-0001 is the first of that day);
 * betting closes `closeSeconds` before the draw, and the next issue opens when the last one draws.
 */
export function elottSlot(at: Date, tz: string, minutes: number, closeSeconds: number): DrawSlot {
  const day = localDay(at, tz);
  const len = minutes * 60_000;
  const n = Math.floor((at.getTime() - day.start.getTime()) / len);
  const slot = (k: number): DrawSlot => {
    const drawAt = new Date(Math.min(day.start.getTime() + (k + 1) * len, day.end.getTime()));
    return {
      issueNo: `${day.ymd}${String(k + 1).padStart(4, '0')}`,
      opensAt: new Date(day.start.getTime() + k * len),
      closesAt: new Date(drawAt.getTime() - closeSeconds * 1000),
      drawAt,
    };
  };
  const current = slot(n);
  // In the closing seconds the slip already goes to the next draw (of the next day after the last).
  if (at >= current.closesAt) {
    return current.drawAt >= day.end ? elottSlot(day.end, tz, minutes, closeSeconds) : slot(n + 1);
  }
  return current;
}

/**
 * A Vietnamese region's daily draw on the local day of `at` (issue number = the date), closing
 * `closeMinutes` before the state lottery draws. Once it has closed, the next day's draw.
 */
export function vnDraw(at: Date, tz: string, region: VnRegion, closeMinutes: number): DrawSlot {
  const day = localDay(at, tz);
  const { hour, minute } = VN_DRAW_TIME[region];
  const drawAt = zonedTime(tz, day.parts.year, day.parts.month, day.parts.day, hour, minute);
  const closesAt = new Date(drawAt.getTime() - closeMinutes * 60_000);
  if (at >= closesAt) return vnDraw(day.end, tz, region, closeMinutes);
  return { issueNo: day.ymd, opensAt: day.start, closesAt, drawAt };
}
