/**
 * The reality check's clock, kept on this device: the session's start is anchored to the device's
 * own clock from the server's count of minutes played, so a device clock that is off does not
 * move the check, and a fake clock in a browser test drives it like a real one.
 */

const MINUTE = 60_000;

/** The session's start on this device's clock, from the server's whole minutes played so far. */
export const sessionStartOnDevice = (deviceNow: number, minutesPlayed: number) =>
  deviceNow - Math.max(0, minutesPlayed) * MINUTE;

/**
 * When the next check is due: an interval after the session's start, or after the player last
 * chose Continue, whichever is later.
 */
export function nextCheckAt(startedAt: number, intervalMinutes: number, continuedAt: number | null): number {
  return Math.max(startedAt, continuedAt ?? startedAt) + Math.max(1, intervalMinutes) * MINUTE;
}

/** Elapsed time as h:mm:ss (hours grow past 24), never negative. */
export function clockText(elapsedMs: number): string {
  const total = Math.max(0, Math.floor(elapsedMs / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** Whole hours and minutes played, for "1 h 05 min". */
export function hoursAndMinutes(elapsedMs: number): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor(elapsedMs / MINUTE));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** setTimeout holds at most about 24.8 days. */
export const timerDelay = (dueAt: number, now: number) => Math.min(Math.max(0, dueAt - now), 2_147_483_647);
