import type { TFunction } from 'i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { limitRefusal } from '../../../shared/lib/limit-refusal.ts';
import { formatMinor } from '../../../shared/lib/money.ts';

export type BetError = {
  message: string /** The slip line the server refused (0-based), if one. */;
  line: number | null;
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const minorText = (v: unknown) =>
  (typeof v === 'string' && /^-?\d+$/.test(v)) || (typeof v === 'number' && Number.isInteger(v))
    ? formatMinor(String(v))
    : null;

/**
 * A refused slip as the player reads it: the translated text of the error code, with the line and
 * its reason for a bad line, and the room left for a limit. `ApiError.message` is already translated.
 */
export function describeBetError(t: TFunction, error: unknown): BetError {
  if (!(error instanceof ApiError)) return { message: t('errors.unknown.system.err'), line: null };
  const value = isRecord(error.value) ? error.value : {};
  if (error.code === 'lottery.line.invalid') {
    const line = typeof value.line === 'number' ? value.line : null;
    const reason = typeof value.reason === 'string' ? value.reason : '';
    const why = reason ? t(`lottery.reason.${reason}`, { defaultValue: reason }) : '';
    const where = line !== null ? t('lottery.slip.badLine', { line: line + 1 }) : '';
    return { message: [error.message, where, why].filter(Boolean).join(' '), line };
  }
  if (error.code === 'lottery.limit.exceeded') {
    const room = minorText(value.room);
    const limit = typeof value.limit === 'string' ? t(`lottery.limit.${value.limit}`, { defaultValue: '' }) : '';
    const line = typeof value.line === 'number' ? value.line : null;
    const where = line !== null ? t('lottery.slip.badLine', { line: line + 1 }) : '';
    const parts = [error.message, where, limit, room !== null ? t('lottery.slip.room', { room }) : ''];
    return { message: parts.filter(Boolean).join(' '), line };
  }
  const byLimit = limitRefusal(t, error);
  if (byLimit) return { message: byLimit, line: null };
  if (error.code === 'lottery.odds.changed') return { message: t('lottery.slip.oddsReloaded'), line: null };
  return { message: error.message, line: null };
}

/** A fresh idempotency key for a new slip: 32 hex digits (crypto.randomUUID needs a secure page). */
export function newClientRef(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
