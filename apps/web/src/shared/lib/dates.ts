import { LANGUAGE_TAG, type UiLanguage } from '@mekong/contracts';
import { currentLanguage } from '../i18n/i18n.ts';

/**
 * The merchant's time zone (named once the status answers): every player reads the same clock.
 * It is checked on first use, not at boot: the first date format with a time zone loads the
 * browser's zone data, a long task of a quarter of a second on a mid-range phone, which no page's
 * first screen needs (the home shows no date).
 */
let namedZone: string | undefined;
let merchantZone: string | undefined | null = null;

export function setMerchantTimeZone(timeZone: string) {
  namedZone = timeZone;
  merchantZone = null;
}

/** The named zone once checked; an unknown zone leaves the browser's own rather than breaking every date. */
function zone(): string | undefined {
  if (merchantZone !== null) return merchantZone;
  try {
    if (namedZone) new Intl.DateTimeFormat('en', { timeZone: namedZone });
    merchantZone = namedZone;
  } catch {
    merchantZone = undefined;
  }
  return merchantZone;
}

/**
 * Formatters by language tag, zone and options, built once: building an Intl.DateTimeFormat costs
 * far more than using one, and a list formats a date or two on every row.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const timeZone = zone();
  const key = `${tag}|${timeZone ?? ''}|${JSON.stringify(options)}`;
  let built = formatters.get(key);
  if (!built) {
    built = new Intl.DateTimeFormat(tag, { ...options, timeZone });
    formatters.set(key, built);
  }
  return built;
}

/**
 * A language's own date pattern, for a browser whose Intl has no data for it and would write the
 * date in American English ("Nov 28, 2026, 1:38 PM"): Chromium, Chrome on Android among them,
 * ships without Khmer, the portal's default language. The pattern, month names and GMT format are
 * CLDR's, so the date reads as a browser with the data writes it ("28 វិច្ឆិកា 2026, 13:38").
 */
type OwnPattern = { months: readonly string[]; gmt: string };
const OWN_PATTERNS: Partial<Record<UiLanguage, OwnPattern>> = {
  KM: {
    months: ['មករា', 'កុម្ភៈ', 'មីនា', 'មេសា', 'ឧសភា', 'មិថុនា', 'កក្កដា', 'សីហា', 'កញ្ញា', 'តុលា', 'វិច្ឆិកា', 'ធ្នូ'],
    gmt: 'ម៉ោង\u200bសកល ',
  },
};

/** Whether the browser's Intl can format each language, asked once per language: every date asks. */
const browserFormats = new Map<UiLanguage, boolean>();

/** The language's own pattern when the browser cannot format in it, else none. */
function ownPattern(): OwnPattern | undefined {
  const language = currentLanguage();
  const own = OWN_PATTERNS[language];
  if (!own) return undefined;
  let formats = browserFormats.get(language);
  if (formats === undefined) {
    formats = Intl.DateTimeFormat.supportedLocalesOf([LANGUAGE_TAG[language]]).length > 0;
    browserFormats.set(language, formats);
  }
  return formats ? undefined : own;
}

/** The moment's numbers on the merchant's clock (24-hour), whatever the language. */
function clockParts(value: string | number | Date) {
  const parts = formatter('en', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date(value));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');
const ownDate = (own: OwnPattern, p: ReturnType<typeof clockParts>) => `${p.day} ${own.months[p.month - 1]} ${p.year}`;

const format = (value: string | number | Date, options: Intl.DateTimeFormatOptions) =>
  formatter(LANGUAGE_TAG[currentLanguage()], options).format(new Date(value));

/** A moment in the player's language, in the merchant's time zone: "25 Nov 2026, 11:15". */
export function formatDateTime(value: string | number | Date): string {
  const own = ownPattern();
  if (!own) return format(value, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' });
  const p = clockParts(value);
  return `${ownDate(own, p)}, ${twoDigits(p.hour)}:${twoDigits(p.minute)}`;
}

/** A day in the player's language, in the merchant's time zone. */
export function formatDate(value: string | number | Date): string {
  const own = ownPattern();
  return own ? ownDate(own, clockParts(value)) : format(value, { dateStyle: 'medium' });
}

/**
 * The merchant's time zone as the player's language names it ("Indochina Time"), to name once
 * above a list of times, never as a code such as Asia/Phnom_Penh. A language the browser has no
 * data for names it by its offset, in that language's words ("ម៉ោង​សកល +7").
 */
export function timeZoneName(): string {
  const own = ownPattern();
  const parts = formatter(own ? 'en' : LANGUAGE_TAG[currentLanguage()], {
    timeZoneName: own ? 'shortOffset' : 'longGeneric',
  }).formatToParts(new Date());
  const name = parts.find((p) => p.type === 'timeZoneName')?.value;
  if (own && name) return own.gmt + (name.replace(/^GMT/, '') || '+0');
  return name ?? zone() ?? '';
}

/** How far the merchant's clock is ahead of UTC at a moment, in milliseconds. */
function offsetAt(at: number): number {
  const p = clockParts(at);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - (at - (((at % 1000) + 1000) % 1000));
}

/** A calendar day ("2026-11-27") moved by `days`. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/** The merchant's calendar day of a moment, as a date input writes it: "2026-11-27". */
export function merchantDay(at: number = Date.now()): string {
  return new Date(at + offsetAt(at)).toISOString().slice(0, 10);
}

/**
 * The moment a calendar day ("2026-11-27", as a date input gives it) starts on the merchant's
 * clock, as an ISO instant: a day typed in a filter is the brand's day, the one its dates show,
 * whatever the device's own zone.
 */
export function dayStartsAt(day: string): string {
  const wall = Date.parse(`${day}T00:00:00Z`);
  const guess = wall - offsetAt(wall);
  // Again at the guess, in case the clock changed (daylight saving) between the two.
  return new Date(wall - offsetAt(guess)).toISOString();
}

/** The moment the day after `day` starts on the merchant's clock: the end of `day`, excluded. */
export const dayEndsAt = (day: string) => dayStartsAt(addDays(day, 1));

/** The last millisecond of `day` on the merchant's clock, for a call whose end is included. */
export const lastMomentOf = (day: string) => new Date(Date.parse(dayEndsAt(day)) - 1).toISOString();
