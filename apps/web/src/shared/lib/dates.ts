import { LANGUAGE_TAG } from '@mekong/contracts';
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

const format = (value: string | number | Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(LANGUAGE_TAG[currentLanguage()], { ...options, timeZone: zone() }).format(new Date(value));

/** A moment in the player's language, in the merchant's time zone: "25 Nov 2026, 11:15". */
export const formatDateTime = (value: string | number | Date) =>
  format(value, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' });

/** A day in the player's language, in the merchant's time zone. */
export const formatDate = (value: string | number | Date) => format(value, { dateStyle: 'medium' });

/**
 * The merchant's time zone as the player's language names it ("Indochina Time"), to name once
 * above a list of times, never as a code such as Asia/Phnom_Penh.
 */
export function timeZoneName(): string {
  const timeZone = zone();
  const parts = new Intl.DateTimeFormat(LANGUAGE_TAG[currentLanguage()], {
    timeZone,
    timeZoneName: 'longGeneric',
  }).formatToParts(new Date());
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone ?? '';
}
