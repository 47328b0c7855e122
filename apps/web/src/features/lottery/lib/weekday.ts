import { WEEKDAY_FILTER_TAGS } from '@mekong/contracts';

/**
 * The weekday filter of the VN central and southern menus (each province draws on set weekdays).
 * Day numbers are the original product's: Monday 2 ... Saturday 7, Sunday 1.
 */
export type WeekdayChoice = 'ALL' | 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The buttons in the spec's order: ALL, then 2 to 7, then 1 (Sunday). */
export const WEEKDAY_BUTTONS: readonly WeekdayChoice[] = ['ALL', 2, 3, 4, 5, 6, 7, 1];

/**
 * The day the filter starts on. The spec maps Sunday to 7 (not to 1, its number in the list) and
 * every other day to its JavaScript weekday plus 1; kept exactly as written.
 */
export function defaultWeekday(date: Date): WeekdayChoice {
  const day = date.getDay();
  return (day === 0 ? 7 : day + 1) as WeekdayChoice;
}

/** The day numbers of a drawDayOfWeek list such as "2,7"; blanks and junk are ignored. */
export const drawDays = (drawDayOfWeek: string): number[] =>
  drawDayOfWeek
    .split(',')
    .map((d) => d.trim())
    .filter((d) => /^[1-7]$/.test(d))
    .map(Number);

/** The games drawn on the chosen day (all of them for ALL). */
export function filterByWeekday<T extends { drawDayOfWeek: string }>(games: readonly T[], day: WeekdayChoice): T[] {
  if (day === 'ALL') return [...games];
  return games.filter((g) => drawDays(g.drawDayOfWeek).includes(day));
}

/** Only the central and southern VN regions (several provinces a day) get the filter. */
export const hasWeekdayFilter = (tag: string) => (WEEKDAY_FILTER_TAGS as readonly string[]).includes(tag);
