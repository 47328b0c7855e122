import type { ContractKind } from '@mekong/contracts';
import { localDay, localParts, zonedTime } from '../lottery/index.ts';

/**
 * The periods contracts settle over, in the merchant's time zone: real-time salary every five
 * minutes, hourly salary every hour, daily salary every day, and a dividend over the period its
 * terms name (DAILY, WEEKLY from Monday, SEMIMONTHLY 1st-15th and 16th-end, MONTHLY).
 */
export const DIVIDEND_PERIODS = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];
export type PeriodType = 'FIVE_MINUTES' | 'HOUR' | 'DAY' | DividendPeriod;
export type Span = { start: Date; end: Date };

/** A dividend contract without a period in its terms is settled monthly. */
export const DEFAULT_DIVIDEND_PERIOD: DividendPeriod = 'MONTHLY';

/** The period a dividend contract's terms are settled over. */
export const dividendPeriodOf = (terms: { period?: string | undefined }): DividendPeriod =>
  (terms.period as DividendPeriod | undefined) ?? DEFAULT_DIVIDEND_PERIOD;

/** The period types a kind settles over (a dividend's depends on each contract's terms). */
export const periodTypesOf = (kind: ContractKind): readonly PeriodType[] =>
  kind === 'REALTIME_SALARY'
    ? ['FIVE_MINUTES']
    : kind === 'HOURLY_SALARY'
      ? ['HOUR']
      : kind === 'DAILY_SALARY'
        ? ['DAY']
        : DIVIDEND_PERIODS;

const MINUTE = 60_000;

/** Local midnight of a calendar date (month and day may overflow: JavaScript dates normalise them). */
const midnight = (tz: string, year: number, month: number, day: number) => {
  const d = new Date(Date.UTC(year, month - 1, day));
  return zonedTime(tz, d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
};

/**
 * The period of a type that contains an instant. Minutes and hours are cut from the local wall
 * clock's own minutes, so they stay whole even in zones whose offset is not whole hours; days
 * and longer run from local midnight to local midnight, whatever length daylight saving gives
 * them.
 */
export function periodAt(type: PeriodType, at: Date, tz: string): Span {
  const p = localParts(at, tz);
  const intoMinute = at.getTime() - Math.floor(at.getTime() / 1000) * 1000 + p.second * 1000;
  switch (type) {
    case 'FIVE_MINUTES': {
      const start = at.getTime() - intoMinute - (p.minute % 5) * MINUTE;
      return { start: new Date(start), end: new Date(start + 5 * MINUTE) };
    }
    case 'HOUR': {
      const start = at.getTime() - intoMinute - p.minute * MINUTE;
      return { start: new Date(start), end: new Date(start + 60 * MINUTE) };
    }
    case 'DAY':
    case 'DAILY': {
      const { start, end } = localDay(at, tz);
      return { start, end };
    }
    case 'WEEKLY': {
      const back = (p.weekday + 6) % 7;
      return {
        start: midnight(tz, p.year, p.month, p.day - back),
        end: midnight(tz, p.year, p.month, p.day - back + 7),
      };
    }
    case 'SEMIMONTHLY':
      return p.day <= 15
        ? { start: midnight(tz, p.year, p.month, 1), end: midnight(tz, p.year, p.month, 16) }
        : { start: midnight(tz, p.year, p.month, 16), end: midnight(tz, p.year, p.month + 1, 1) };
    case 'MONTHLY':
      return { start: midnight(tz, p.year, p.month, 1), end: midnight(tz, p.year, p.month + 1, 1) };
  }
}

/** Where two spans meet, or null when they do not. */
export function overlap(a: Span, b: Span): Span | null {
  const start = Math.max(a.start.getTime(), b.start.getTime());
  const end = Math.min(a.end.getTime(), b.end.getTime());
  return start < end ? { start: new Date(start), end: new Date(end) } : null;
}

export const sameSpan = (a: Span, b: Span) =>
  a.start.getTime() === b.start.getTime() && a.end.getTime() === b.end.getTime();

/** Whether an instant is where a period of the type begins. */
export const startsPeriod = (type: PeriodType, at: Date, tz: string) =>
  periodAt(type, at, tz).start.getTime() === at.getTime();

/**
 * The last `count` periods of a type that closed at least `graceMs` before `now`, oldest first.
 * The grace leaves a bet being settled at the boundary time to commit before its period is read.
 */
export function closedPeriods(type: PeriodType, now: Date, tz: string, count: number, graceMs: number): Span[] {
  const spans: Span[] = [];
  let current = periodAt(type, new Date(now.getTime() - graceMs), tz);
  for (let i = 0; i < count; i++) {
    current = periodAt(type, new Date(current.start.getTime() - 1), tz);
    spans.unshift(current);
  }
  return spans;
}
