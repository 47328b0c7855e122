/** Local calendar arithmetic in a merchant's IANA time zone, with Intl only (no date library). */

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(tz: string) {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formatters.set(tz, f);
  }
  return f;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export type LocalParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
};

/** The wall-clock reading of an instant in the zone. */
export function localParts(at: Date, tz: string): LocalParts {
  const parts = Object.fromEntries(
    formatter(tz)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (UTC+7 is +25,200,000). */
function offsetAt(at: Date, tz: string) {
  const p = localParts(at, tz);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a local wall-clock time happens in the zone (the earlier one in a DST overlap). */
export function zonedTime(tz: string, year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const first = guess - offsetAt(new Date(guess), tz);
  // A second pass settles instants whose offset differs from the guess's (near a DST change).
  return new Date(guess - offsetAt(new Date(first), tz));
}

/** Local midnight of the day `at` falls on, and of the next day. */
export function localDay(at: Date, tz: string) {
  const p = localParts(at, tz);
  const start = zonedTime(tz, p.year, p.month, p.day);
  const next = new Date(Date.UTC(p.year, p.month - 1, p.day + 1));
  const end = zonedTime(tz, next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
  return { start, end, parts: p, ymd: `${p.year}${String(p.month).padStart(2, '0')}${String(p.day).padStart(2, '0')}` };
}
