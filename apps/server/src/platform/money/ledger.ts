import { and, eq, isNull, sql } from 'drizzle-orm';
import { arrayLiteral, type Db, perDatabase } from '../db/index.ts';
import { ledgerAccounts } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { brokenRule, kernelRefusal } from './sql-errors.ts';

/** A database handle inside a transaction (or the pool, for reads). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type AccountRef = {
  merchantId: number;
  /** Null for a house account of the merchant. */
  memberId: number | null;
  kind: string;
  vendorCode?: string;
  currency: string;
};

/** Finds or opens an account. House accounts may go negative; nobody else's can. */
export async function ensureAccount(tx: Tx | Db, ref: AccountRef): Promise<number> {
  return findOrOpen(tx, ref, ref.vendorCode ?? '');
}

async function findOrOpen(tx: Tx | Db, ref: AccountRef, vendorCode: string): Promise<number> {
  const where = and(
    eq(ledgerAccounts.merchantId, ref.merchantId),
    ref.memberId === null ? isNull(ledgerAccounts.memberId) : eq(ledgerAccounts.memberId, ref.memberId),
    eq(ledgerAccounts.kind, ref.kind),
    eq(ledgerAccounts.vendorCode, vendorCode),
  );
  const [found] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  if (found) return found.id;
  await tx
    .insert(ledgerAccounts)
    .values({ ...ref, vendorCode, allowNegative: ref.memberId === null })
    .onConflictDoNothing();
  const [row] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  if (!row) throw new Error('ledger account could not be opened');
  return row.id;
}

/**
 * Account ids by owner, per database. Only ids read through the pool (committed rows) are kept:
 * an account is never deleted, so such an id never goes stale. Ids opened inside a transaction
 * are not cached, since that transaction may still roll back.
 */
const committedAccounts = perDatabase(() => new Map<string, number>());

/** ensureAccount through the cache: for hot paths, called with the pool, outside transactions. */
export async function accountId(db: Db, ref: AccountRef): Promise<number> {
  const cache = committedAccounts(db);
  const key = `${ref.merchantId}|${ref.memberId ?? ''}|${ref.kind}|${ref.vendorCode ?? ''}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const id = await ensureAccount(db, ref);
  cache.set(key, id);
  return id;
}

export type Posting = { accountId: number; amount: bigint };
export type Movement = {
  merchantId: number;
  type: string;
  memberId?: number | null;
  reference?: string | null;
  reverses?: number | null;
  meta?: Record<string, unknown>;
  postings: Posting[];
};

/**
 * The error to raise for a refusal of the kernel's SQL functions (sql-errors.ts) that every caller
 * answers alike; refusals a caller answers in its own words (a closed draw, a rolled back bet) are
 * left to it.
 */
export function ledgerError(err: unknown): unknown {
  const refusal = kernelRefusal(err);
  if (refusal?.kind === 'balance.short') return new AppError('account.balance.not.enough', 'Insufficient balance');
  if (refusal?.kind === 'key.reused')
    return new AppError('idempotency.key.reused', 'This key was used for a different request');
  if (refusal?.kind === 'stake.refused')
    return new AppError('stake.refused', 'This stake is not allowed now', policyDetail(refusal.detail));
  if (refusal?.kind === 'deposit.refused')
    return new AppError('deposit.refused', 'This deposit is not allowed now', policyDetail(refusal.detail));
  const broken = brokenRule(err);
  return broken ? new Error(broken, { cause: err }) : err;
}

/**
 * A policy hook's DETAIL as the refusal's value: `{ rule }`, and for a limit the end of its period
 * (`until`), which a player's limit rule sends as JSON (sql/functions/limit_check.sql).
 */
function policyDetail(detail: string | undefined): { rule: string | null; until?: string } {
  if (detail?.startsWith('{')) {
    try {
      const parsed = JSON.parse(detail) as { rule?: string; until?: string };
      return { rule: parsed.rule ?? null, ...(parsed.until ? { until: parsed.until } : {}) };
    } catch {
      return { rule: detail };
    }
  }
  return { rule: detail ?? null };
}

/**
 * Writes one balanced transaction with the database's ledger_post() (sql/functions/ledger_post.sql), in one
 * round trip: accounts are updated in id order, so two movements over the same accounts always
 * lock them in the same order and cannot deadlock each other; a balance that would go below zero
 * is refused by the database's CHECK and nothing is written; postings must sum to zero per
 * currency and belong to the movement's merchant.
 */
export async function post(tx: Tx, movement: Movement) {
  const { postings } = movement;
  if (postings.length < 2) throw new Error('a transaction needs at least two postings');
  if (postings.some((p) => p.amount === 0n)) throw new Error('a posting of zero');
  const accounts = arrayLiteral(postings.map((p) => p.accountId));
  const amounts = arrayLiteral(postings.map((p) => p.amount));
  let result: unknown;
  try {
    result = await tx.execute(sql`select transaction_id::int as "transactionId", account_id::int as "accountId",
      balance_after::text as "balance"
      from ledger_post(p_merchant => ${movement.merchantId}::int, p_type => ${movement.type}::text,
        p_member => ${movement.memberId ?? null}::int, p_reference => ${movement.reference ?? null}::text,
        p_reverses => ${movement.reverses ?? null}::bigint, p_meta => ${JSON.stringify(movement.meta ?? {})}::jsonb,
        p_accounts => ${accounts}::bigint[], p_amounts => ${amounts}::bigint[])`);
  } catch (err) {
    throw ledgerError(err);
  }
  const rows = rowsOf<{ transactionId: number; accountId: number; balance: string }>(result);
  const balances = new Map<number, bigint>();
  for (const r of rows) balances.set(r.accountId, BigInt(r.balance));
  return { transactionId: (rows[0] as { transactionId: number }).transactionId, balances };
}

/** node-postgres answers { rows }, PGlite's drizzle driver too; both shapes are accepted. */
export const rowsOf = <T>(r: unknown): T[] => (r as { rows?: T[] }).rows ?? (r as T[]);
