/**
 * The registration pattern ids, defined once so the server and every form accept
 * and reject exactly the same values. Each source is compiled with the `u` flag and must match
 * the whole value.
 */
export const PATTERN_SOURCES = {
  0: '^[\\s\\S]*$',
  1: '^[A-Za-z][A-Za-z0-9]*$',
  2: '^[A-Za-z\\u4e00-\\u9fa5]+$',
  3: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$',
  4: '^[A-Za-z0-9]+$',
  5: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
  6: '^[0-9]+$',
  7: '^(?=.*[A-Z])(?=.*[0-9])[A-Za-z0-9]+$',
  8: '^[A-Za-z ]+$',
  9: '^\\S+$',
  10: '^[\\u4e00-\\u9fa5\\u3000-\\u303f\\uff00-\\uffef·,.!?;:\'"()\\-]+$',
  11: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
  12: '^[\\p{L}\\p{M} ]+$',
  13: '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])-[0-9]{4}$',
  14: '^[\\p{L}\\p{M}\\p{Nd}]+$',
  15: '^[\\u1100-\\u11ff\\u3130-\\u318f\\uac00-\\ud7a3]+$',
  16: '^[\\u0e00-\\u0e7f]+$',
} as const;

export type PatternId = keyof typeof PATTERN_SOURCES;
export const PATTERN_IDS = Object.keys(PATTERN_SOURCES).map(Number) as PatternId[];

/** '*' is the original's "anything goes". */
export const ANY_PATTERN = '*';

const compiled = new Map<string, RegExp | null>();

/** Compiles a rule's pattern once; an invalid pattern rejects everything rather than nothing. */
export function compilePattern(source: string): RegExp | null {
  if (!compiled.has(source)) {
    try {
      compiled.set(source, new RegExp(source, 'u'));
    } catch {
      compiled.set(source, null);
    }
  }
  return compiled.get(source) ?? null;
}

/** The dates of patterns 11 and 13 must also exist on the calendar (no 2025-02-30). */
function isRealDate(patternId: number, value: string): boolean {
  const parts = value.split('-').map(Number);
  const [y, m, d] = patternId === 11 ? parts : [parts[2], parts[0], parts[1]];
  if (y === undefined || m === undefined || d === undefined) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function matchesPattern(value: string, acceptedPattern: string, patternId: number): boolean {
  if (acceptedPattern === ANY_PATTERN) return true;
  const re = compilePattern(acceptedPattern);
  if (!re?.test(value)) return false;
  if (patternId === 11 || patternId === 13) return isRealDate(patternId, value);
  return true;
}
