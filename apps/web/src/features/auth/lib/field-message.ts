import type { TFunction } from 'i18next';

export type Problem = { key: string; min: number; max: number };

/** The translated message of a field problem: (min) and (max) filled in, one number when equal. */
export function fieldMessage(t: TFunction, p: Problem | null | undefined): string | undefined {
  if (!p) return undefined;
  const range = p.min === p.max ? String(p.min) : `${p.min}-${p.max}`;
  return t(`auth.rules.${p.key}`, { min: p.min, max: p.max, range, defaultValue: t('auth.rules.field_invalid') });
}

/** Field errors the server sent with `request.param.err`. */
export function serverFieldErrors(value: unknown): Record<string, Problem> {
  const fields = (value as { fields?: unknown } | null)?.fields;
  return fields && typeof fields === 'object' && !Array.isArray(fields) ? (fields as Record<string, Problem>) : {};
}
