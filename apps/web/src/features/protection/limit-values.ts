import type { LimitKind, LimitPeriod } from '@mekong/contracts';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../shared/lib/money.ts';
import { formatCount } from '../../shared/lib/numbers.ts';

/** A session-time limit exists per day only; the money limits per day, week and month. */
export const periodsOf = (kind: LimitKind, all: readonly LimitPeriod[]): readonly LimitPeriod[] =>
  kind === 'SESSION' ? ['DAY'] : all;

/**
 * A limit's amount, use or pending change as the player reads it: minutes for a session-time
 * limit ("90 min"), money for the others. Amounts arrive as strings of integers.
 */
export function limitValueText(t: TFunction, kind: LimitKind, value: string, locale?: string): string {
  if (kind !== 'SESSION') return formatMoney(value);
  return t('centre.rg.minutesValue', { minutes: formatCount(Number(value), locale) });
}
