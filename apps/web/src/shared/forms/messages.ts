import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client.ts';
import { formatDateTime } from '../lib/dates.ts';

/**
 * A message kept as data, not text, so it is rebuilt in the new language when the language
 * changes (a problem shown under a field follows the language picker): a field rule problem, a
 * translation key, or a failed call.
 */
export type Msg = { rule: string; min: number; max: number } | { key: string } | { api: ApiError };

export type FieldProblemLike = { key: string; min: number; max: number };

export const ruleMsg = (p: FieldProblemLike | null | undefined): Msg | undefined =>
  p ? { rule: p.key, min: p.min, max: p.max } : undefined;

export const keyMsg = (key: string): Msg => ({ key });

/** A failure as a message; anything that is not an ApiError is a programming error and rethrown. */
export function errorMsg(err: unknown): Msg {
  if (err instanceof ApiError) return { api: err };
  throw err;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * What a refusal's value says, for its message's placeholders: times in the language's format and
 * the merchant's zone (a break's or a limit's end), an end that never comes as "permanent".
 */
function refusalParams(t: TFunction, value: unknown): Record<string, string | number> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (typeof v === 'string') params[k] = ISO_TIME.test(v) ? formatDateTime(v) : v;
    else if (typeof v === 'number') params[k] = v;
    else if (v === null && k === 'until') params[k] = t('errors.untilForever');
  }
  return params;
}

/** The text of a message in the current language: (min) and (max) filled in, one number when equal. */
export function msgText(t: TFunction, m: Msg | undefined | null): string | undefined {
  if (!m) return undefined;
  if ('key' in m) return t(m.key);
  if ('api' in m) {
    const fallback = m.api.serverMessage || t('errors.unknown.system.err');
    return t(`errors.${m.api.code}`, { ...refusalParams(t, m.api.value), defaultValue: fallback });
  }
  const range = m.min === m.max ? String(m.min) : `${m.min}-${m.max}`;
  return t(`auth.rules.${m.rule}`, { min: m.min, max: m.max, range, defaultValue: t('auth.rules.field_invalid') });
}

/** Field errors the server sent with `request.param.err`: `{ fields: { name: { key, min, max } } }`. */
export function serverFieldErrors(value: unknown): Record<string, Msg> {
  const fields = (value as { fields?: unknown } | null)?.fields;
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return {};
  const out: Record<string, Msg> = {};
  for (const [name, p] of Object.entries(fields as Record<string, FieldProblemLike>)) {
    const m = ruleMsg(p);
    if (m) out[name] = m;
  }
  return out;
}

export type Msgs = Record<string, Msg | undefined>;
export const hasProblems = (m: Msgs) => Object.values(m).some(Boolean);

/** The message renderer for the current language. */
export function useMsg() {
  const { t } = useTranslation();
  return (m: Msg | undefined | null) => msgText(t, m);
}
