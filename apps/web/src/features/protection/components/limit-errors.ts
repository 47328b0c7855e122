import type { TFunction } from 'i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { formatDateTime } from '../../../shared/lib/dates.ts';

/** A refused limit change in words; a change still cooling off says from when it can be confirmed. */
export function limitErrorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.unknown.system.err');
  const from = (error.value as { from?: unknown } | null)?.from;
  if (error.code === 'limit.cooling.off' && typeof from === 'string' && !Number.isNaN(Date.parse(from)))
    return t('centre.rg.coolingOffUntil', { time: formatDateTime(from) });
  return error.message;
}
