import type { LimitKind } from '@mekong/contracts';
import type { TFunction } from 'i18next';
import { money } from '../../shared/ui/format.ts';

/** Minutes as staff read them: "45 min" under an hour, "1 h 30 min" or "2 h" from an hour on. */
export function sessionTime(t: TFunction, minutes: string | number) {
  const total = Number(minutes);
  if (!Number.isFinite(total)) return String(minutes);
  const sign = total < 0 ? '-' : '';
  const whole = Math.abs(Math.trunc(total));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return sign + t('protection.time.minutes', { minutes: rest });
  return sign + t(rest === 0 ? 'protection.time.hours' : 'protection.time.hoursMinutes', { hours, minutes: rest });
}

/**
 * A limit's amount, use or pending amount in its own unit: minutes for a session-time limit (the
 * server keeps them as a plain count), money (minor units) for every other kind.
 */
export function limitValue(t: TFunction, kind: LimitKind | string, value: string | null | undefined) {
  if (value === null || value === undefined || value === '') return '';
  return kind === 'SESSION' ? sessionTime(t, value) : money(value);
}
