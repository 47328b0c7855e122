/**
 * What the money kernel's SQL functions (sql/functions) raise, read in one place. Each refusal has
 * an errcode of our own (class MK) and, where the caller needs more, a DETAIL; a balance that would
 * go below zero breaks the ledger's CHECK. Callers turn a refusal into their own answer: a
 * player's error code, or a vendor's status. MK440 (an update or delete of the append-only ledger
 * or audit log) is no refusal: it is a programming error, answered as any other.
 */
const REFUSALS = {
  MK400: 'bad.request',
  MK409: 'key.reused',
  MK410: 'draw.closed',
  MK411: 'odds.changed',
  MK412: 'player.draw.limit',
  MK413: 'number.limit',
  MK420: 'bet.rolled.back',
  MK421: 'round.closed',
  MK424: 'id.reused',
  MK425: 'player.disabled',
  MK426: 'wrong.currency',
  MK427: 'unknown.game',
  MK428: 'unknown.transaction',
  MK430: 'stake.refused',
  MK431: 'deposit.refused',
} as const;

export type KernelRefusal = {
  kind: (typeof REFUSALS)[keyof typeof REFUSALS] | 'balance.short';
  detail: string | undefined;
};

const NOT_NEGATIVE = 'ledger_accounts_not_negative';

/** The database error inside whatever the driver or drizzle wrapped it in. */
function databaseError(err: unknown): { code: string; detail?: string; constraint?: string; message?: string } | null {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if (typeof (e as { code?: unknown }).code === 'string') return e as { code: string };
  }
  return null;
}

/** The kernel's refusal behind an error, or null when it is something else. */
export function kernelRefusal(err: unknown): KernelRefusal | null {
  const e = databaseError(err);
  if (!e) return null;
  if (e.code === '23514' && e.constraint === NOT_NEGATIVE) return { kind: 'balance.short', detail: undefined };
  const kind = REFUSALS[e.code as keyof typeof REFUSALS];
  return kind ? { kind, detail: e.detail } : null;
}

/** A rule of ledger_post() broken (errcode 22023): a programming error, in the function's own words. */
export function brokenRule(err: unknown): string | undefined {
  const e = databaseError(err);
  return e?.code === '22023' ? e.message : undefined;
}
