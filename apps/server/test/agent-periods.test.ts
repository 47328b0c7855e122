import { describe, expect, it } from 'vitest';
import { closedPeriods, periodAt, startsPeriod } from '../src/modules/agent/periods.ts';

const PP = 'Asia/Phnom_Penh';
const NY = 'America/New_York';
const iso = (s: string) => new Date(s);
const span = (type: Parameters<typeof periodAt>[0], at: string, tz = PP) => {
  const p = periodAt(type, iso(at), tz);
  return [p.start.toISOString(), p.end.toISOString()];
};

describe('contract periods in the merchant’s time zone', () => {
  it('cut Phnom Penh days at local midnight: 23:59 belongs to the day, 00:01 to the next', () => {
    // 23:59 on 10 March in Phnom Penh (UTC+7) is 16:59 UTC.
    expect(span('DAY', '2026-03-10T16:59:00Z')).toEqual(['2026-03-09T17:00:00.000Z', '2026-03-10T17:00:00.000Z']);
    expect(span('DAY', '2026-03-10T16:59:59.999Z')).toEqual(['2026-03-09T17:00:00.000Z', '2026-03-10T17:00:00.000Z']);
    expect(span('DAY', '2026-03-10T17:00:00Z')).toEqual(['2026-03-10T17:00:00.000Z', '2026-03-11T17:00:00.000Z']);
    expect(span('DAY', '2026-03-10T17:01:00Z')).toEqual(['2026-03-10T17:00:00.000Z', '2026-03-11T17:00:00.000Z']);
  });

  it('give a New York day the length daylight saving gives it', () => {
    // 8 March 2026 springs forward: 23 hours. 23:59 local is 03:59 UTC the next day.
    expect(span('DAY', '2026-03-09T03:59:00Z', NY)).toEqual(['2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z']);
    expect(span('DAY', '2026-03-09T04:01:00Z', NY)).toEqual(['2026-03-09T04:00:00.000Z', '2026-03-10T04:00:00.000Z']);
    // 1 November 2026 falls back: 25 hours.
    expect(span('DAY', '2026-11-01T12:00:00Z', NY)).toEqual(['2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z']);
    // The hour 01:00-02:00 happens twice that night; each is an hour of its own.
    expect(span('HOUR', '2026-11-01T05:30:00Z', NY)).toEqual(['2026-11-01T05:00:00.000Z', '2026-11-01T06:00:00.000Z']);
    expect(span('HOUR', '2026-11-01T06:30:00Z', NY)).toEqual(['2026-11-01T06:00:00.000Z', '2026-11-01T07:00:00.000Z']);
  });

  it('cut hours and five minutes on the local clock, half-hour zones included', () => {
    expect(span('HOUR', '2026-03-10T16:59:30.500Z')).toEqual(['2026-03-10T16:00:00.000Z', '2026-03-10T17:00:00.000Z']);
    expect(span('FIVE_MINUTES', '2026-03-10T16:59:30.500Z')).toEqual([
      '2026-03-10T16:55:00.000Z',
      '2026-03-10T17:00:00.000Z',
    ]);
    expect(span('FIVE_MINUTES', '2026-03-10T17:00:00Z')).toEqual([
      '2026-03-10T17:00:00.000Z',
      '2026-03-10T17:05:00.000Z',
    ]);
    // Kolkata is UTC+5:30: its 15:45 is 10:15 UTC, in the hour from 09:30 UTC.
    expect(span('HOUR', '2026-03-10T10:15:00Z', 'Asia/Kolkata')).toEqual([
      '2026-03-10T09:30:00.000Z',
      '2026-03-10T10:30:00.000Z',
    ]);
  });

  it('run weeks from Monday, half months 1st-15th and 16th-end, months to the next 1st', () => {
    // Tuesday 24 November 2026 and Sunday 29th 23:59 local: the week of Monday the 23rd.
    const week = ['2026-11-22T17:00:00.000Z', '2026-11-29T17:00:00.000Z'];
    expect(span('WEEKLY', '2026-11-24T05:00:00Z')).toEqual(week);
    expect(span('WEEKLY', '2026-11-29T16:59:00Z')).toEqual(week);
    expect(span('WEEKLY', '2026-11-29T17:01:00Z')[0]).toBe('2026-11-29T17:00:00.000Z');
    // 15 February 23:59 local and 16 February 00:01 local.
    expect(span('SEMIMONTHLY', '2026-02-15T16:59:00Z')).toEqual([
      '2026-01-31T17:00:00.000Z',
      '2026-02-15T17:00:00.000Z',
    ]);
    expect(span('SEMIMONTHLY', '2026-02-15T17:01:00Z')).toEqual([
      '2026-02-15T17:00:00.000Z',
      '2026-02-28T17:00:00.000Z',
    ]);
    expect(span('MONTHLY', '2026-12-20T00:00:00Z')).toEqual(['2026-11-30T17:00:00.000Z', '2026-12-31T17:00:00.000Z']);
    expect(span('MONTHLY', '2026-03-15T12:00:00Z', NY)).toEqual([
      '2026-03-01T05:00:00.000Z',
      '2026-04-01T04:00:00.000Z',
    ]);
  });

  it('say which instants start a period', () => {
    const midnight = iso('2026-03-08T17:00:00Z'); // Monday 9 March 2026, 00:00 in Phnom Penh
    expect(startsPeriod('DAY', midnight, PP)).toBe(true);
    expect(startsPeriod('WEEKLY', midnight, PP)).toBe(true);
    expect(startsPeriod('MONTHLY', midnight, PP)).toBe(false);
    expect(startsPeriod('DAY', iso('2026-03-09T00:00:00Z'), PP)).toBe(false);
    expect(startsPeriod('HOUR', iso('2026-03-09T00:00:00Z'), PP)).toBe(true);
    expect(startsPeriod('FIVE_MINUTES', iso('2026-03-09T00:01:00Z'), PP)).toBe(false);
  });

  it('list the periods closed a grace before now, oldest first', () => {
    const days = (now: string) => closedPeriods('DAY', iso(now), PP, 2, 60_000).map((p) => p.start.toISOString());
    // 30 s after local midnight the day just gone is not read yet; 90 s after, it is.
    expect(days('2026-03-10T17:00:30Z')).toEqual(['2026-03-07T17:00:00.000Z', '2026-03-08T17:00:00.000Z']);
    expect(days('2026-03-10T17:01:30Z')).toEqual(['2026-03-08T17:00:00.000Z', '2026-03-09T17:00:00.000Z']);
    const windows = closedPeriods('FIVE_MINUTES', iso('2026-03-10T10:06:00Z'), PP, 3, 60_000);
    expect(windows.map((w) => w.end.toISOString())).toEqual([
      '2026-03-10T09:55:00.000Z',
      '2026-03-10T10:00:00.000Z',
      '2026-03-10T10:05:00.000Z',
    ]);
  });
});
