import type { TFunction } from 'i18next';
import { ApiError } from '../api/client.ts';
import { formatDateTime } from './dates.ts';

const RULE = /^limit\.(DEPOSIT|LOSS|WAGER)\.(DAY|WEEK|MONTH)$/;

/**
 * A deposit or stake refused by one of the player's own limits (`deposit.refused` or
 * `stake.refused` with `{ rule: "limit.<KIND>.<PERIOD>", until }`), in words: which limit, and
 * until when it holds, in the merchant's time zone. Null for any other failure.
 */
export function limitRefusal(t: TFunction, error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code !== 'deposit.refused' && error.code !== 'stake.refused') return null;
  const value = (typeof error.value === 'object' && error.value !== null ? error.value : {}) as Record<string, unknown>;
  const rule = typeof value.rule === 'string' ? RULE.exec(value.rule) : null;
  if (!rule) return null;
  const until = typeof value.until === 'string' && !Number.isNaN(Date.parse(value.until)) ? value.until : null;
  const limit = t(`errors.limitNames.${rule[1]}.${rule[2]}`);
  const what = error.code === 'deposit.refused' ? 'deposit' : 'stake';
  return until
    ? t(`errors.limitRefusal.${what}`, { limit, until: formatDateTime(until) })
    : t(`errors.limitRefusal.${what}NoEnd`, { limit });
}
