import { LANGUAGE_TAG } from '@mekong/contracts';
import { currentLanguage } from '../i18n/i18n.ts';

/** The merchant's time zone (set once the status answers): every player reads the same clock. */
let merchantZone: string | undefined;

export function setMerchantTimeZone(timeZone: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    merchantZone = timeZone;
  } catch {
    // An unknown zone leaves the browser's own, rather than breaking every date on the site.
    merchantZone = undefined;
  }
}

const format = (value: string | number | Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(LANGUAGE_TAG[currentLanguage()], { ...options, timeZone: merchantZone }).format(
    new Date(value),
  );

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
  const parts = new Intl.DateTimeFormat(LANGUAGE_TAG[currentLanguage()], {
    timeZone: merchantZone,
    timeZoneName: 'longGeneric',
  }).formatToParts(new Date());
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? merchantZone ?? '';
}
