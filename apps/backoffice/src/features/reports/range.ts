import { dailyReportQuery } from '@mekong/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type Range = { from: string; to: string };

/** The form checks what the server checks: two days, in order, at most 93 days apart. */
export const rangeSchema = dailyReportQuery;

/** The calendar day it is now in a time zone, as YYYY-MM-DD. */
export function todayIn(timeZone: string, now = new Date()): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(now);
  } catch {
    // A zone this browser does not know: its own calendar day is the nearest guess.
    parts = new Intl.DateTimeFormat('en', { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  }
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A calendar day moved by whole days (calendar arithmetic in UTC, where no day is 23 hours). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The ready-made ranges, each ending today in the brand's time zone. */
export const PRESETS = { today: 0, week: 6, month: 29 } as const;
export type Preset = keyof typeof PRESETS;
export const presetRange = (preset: Preset, today: string): Range => ({
  from: addDays(today, -PRESETS[preset]),
  to: today,
});

/**
 * The range in the address (?from=&to=), so a report can be bookmarked and shared. Without one
 * the report is the last seven days, counted in the brand's time zone.
 */
export function useRangeInUrl(today: string | undefined) {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const range = useMemo<Range | undefined>(() => {
    if (from !== null || to !== null) return { from: from ?? '', to: to ?? '' };
    return today ? presetRange('week', today) : undefined;
  }, [from, to, today]);
  const setRange = useCallback((next: Range) => setParams({ from: next.from, to: next.to }), [setParams]);
  return [range, setRange, from !== null || to !== null] as const;
}
