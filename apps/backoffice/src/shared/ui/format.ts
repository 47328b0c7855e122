import i18next from 'i18next';
import { currentLanguage } from '../i18n/i18n.ts';

/** Minor units (a string of an integer) as major units with two decimals, never through a float. */
export function money(minor: string | null | undefined) {
  if (minor === null || minor === undefined || minor === '') return '';
  const negative = minor.startsWith('-');
  const digits = (negative ? minor.slice(1) : minor).padStart(3, '0');
  const whole = BigInt(digits.slice(0, -2)).toLocaleString(currentLanguage().htmlLang);
  return `${negative ? '-' : ''}${whole}.${digits.slice(-2)}`;
}

export function dateTime(iso: string | null | undefined) {
  if (!iso) return i18next.t('common.never');
  return new Date(iso).toLocaleString(currentLanguage().htmlLang, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A whole count with the language's digit grouping. */
export const count = (n: number) => n.toLocaleString(currentLanguage().htmlLang);

/** A calendar day (YYYY-MM-DD, already in the brand's time zone) with its weekday, never shifted by the browser's zone. */
export function calendarDay(day: string) {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString(currentLanguage().htmlLang, {
    timeZone: 'UTC',
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

/** An adjustment's amount with its direction: "+10.00", "-2,000.00". */
export const signedMoney = (minor: string) => (minor.startsWith('-') ? money(minor) : `+${money(minor)}`);
