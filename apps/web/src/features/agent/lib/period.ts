/**
 * A report's period as the agent centre asks for it (docs/api.md "Agent centre"): one of the
 * server's presets, resolved in the merchant's time zone, or two calendar days, both included.
 */
export const PRESETS = ['today', 'yesterday', 'week', 'month', 'lastMonth'] as const;
export type Preset = (typeof PRESETS)[number];
export type Period = { preset: Preset } | { from: string; to: string };

/** The server's limit: `to` at most 92 days after `from`, so 93 days counting both ends. */
export const MAX_DAYS = 93;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const isPreset = (p: Period): p is { preset: Preset } => 'preset' in p;

/** Days from `from` to `to`, both included (1 for the same day); NaN when either is not a day. */
export function daysIncluded(from: string, to: string): number {
  if (!DAY.test(from) || !DAY.test(to)) return Number.NaN;
  // Date.parse of a bare YYYY-MM-DD is UTC midnight, so no daylight-saving hour creeps in.
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
}

export type RangeProblem = 'missing' | 'order' | 'tooLong';

/** Why two typed days cannot be sent, or null when they can. */
export function rangeProblem(from: string, to: string): RangeProblem | null {
  const days = daysIncluded(from, to);
  if (Number.isNaN(days)) return 'missing';
  if (days < 1) return 'order';
  if (days > MAX_DAYS) return 'tooLong';
  return null;
}

/** The query string entries of a period (a preset, or from and to). */
export function periodParams(p: Period): Record<string, string> {
  return isPreset(p) ? { preset: p.preset } : { from: p.from, to: p.to };
}

/** A query string for a call: the period, then the other filters that have a value. */
export function queryString(p: Period | null, rest: Record<string, string | number | undefined | null> = {}) {
  const q = new URLSearchParams(p ? periodParams(p) : {});
  for (const [k, v] of Object.entries(rest)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  return q.toString();
}

/** The answer's `from` and `to` as one label: a single day once, a span with a dash. */
export const spanLabel = (from: string, to: string) => (from === to ? from : `${from} – ${to}`);
