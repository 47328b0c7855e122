import type { BreakRequest } from '@mekong/contracts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Calendar months added the way the server's database adds them: the 31st of a short month is its last day. */
function addMonths(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = from.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/**
 * When a break taken at `from` ends, for the confirmation to state before it is taken (the server's
 * answer gives the exact end); null for a permanent self-exclusion, which never ends.
 */
export function breakEnd(length: BreakRequest['length'], from: Date): Date | null {
  const t = from.getTime();
  switch (length) {
    case '24h':
      return new Date(t + DAY);
    case '7d':
      return new Date(t + 7 * DAY);
    case '30d':
      return new Date(t + 30 * DAY);
    case '6w':
      return new Date(t + 42 * DAY);
    case '6m':
      return addMonths(from, 6);
    case '1y':
      return addMonths(from, 12);
    case '5y':
      return addMonths(from, 60);
    case 'permanent':
      return null;
  }
}
