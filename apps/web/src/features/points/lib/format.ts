import { ApiError } from '../../../shared/api/client.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { formatMinor } from '../../../shared/lib/money.ts';

/** Whole points with thousands separators; signed when asked. */
export function formatPoints(points: string, signed = false): string {
  const v = BigInt(points);
  const abs = (v < 0n ? -v : v).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${v < 0n ? '-' : signed && v > 0n ? '+' : ''}${abs}`;
}

export const money = (minor: string | bigint, symbol = '$') => `${symbol}${formatMinor(minor)}`;

/** The goods' name in the page's language, English or Khmer when it has none. */
export function nameIn(names: Record<string, string>, language: string): string {
  const code = language.toUpperCase();
  return names[code] ?? names.EN ?? names.KM ?? Object.values(names)[0] ?? '';
}

/** A refusal in the points namespace's words, by its code. */
export function errorText(err: unknown): string {
  if (err instanceof ApiError) return i18n.t(`points.errors.${err.code}`, { defaultValue: err.message });
  return i18n.t('points.errors.network');
}

/** Whole positive points typed by a person, or null. */
export const parsePoints = (text: string): string | null =>
  /^[1-9][0-9]{0,14}$/.test(text.trim()) ? text.trim() : null;
