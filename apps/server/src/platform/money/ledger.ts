import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '../db/schema.ts';
import { AppError } from '../errors.ts';

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

const NOT_NEGATIVE = 'ledger_accounts_not_negative';

function violated(err: unknown, constraint: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const x = e as { code?: string; constraint?: string };
    if (x.code === '23514' && x.constraint === constraint) return true;
  }
  return false;
}

/**
 * Writes one balanced transaction. Accounts are updated in id order, so two movements over the
 * same accounts always lock them in the same order and cannot deadlock each other; a balance
 * that would go below zero is refused by the database's CHECK and nothing is written.
 */
export async function post(tx: Tx, movement: Movement) {
  const { postings } = movement;
  if (postings.length < 2) throw new Error('a transaction needs at least two postings');
  if (postings.some((p) => p.amount === 0n)) throw new Error('a posting of zero');

  const [txRow] = await tx
    .insert(ledgerTransactions)
    .values({
      merchantId: movement.merchantId,
      type: movement.type,
      memberId: movement.memberId ?? null,
      reference: movement.reference ?? null,
      reverses: movement.reverses ?? null,
      meta: movement.meta ?? {},
    })
    .returning({ id: ledgerTransactions.id });
  const transactionId = (txRow as { id: number }).id;
  const balances = new Map<number, bigint>();
  const rows: (typeof ledgerPostings.$inferInsert)[] = [];
  const sums = new Map<string, bigint>();
  const ordered = [...postings].sort((a, b) => a.accountId - b.accountId);
  for (const p of ordered) {
    let row: { balance: bigint; currency: string; merchantId: number } | undefined;
    try {
      [row] = await tx
        .update(ledgerAccounts)
        .set({ balance: sqlAdd(p.amount) })
        .where(eq(ledgerAccounts.id, p.accountId))
        .returning({
          balance: ledgerAccounts.balance,
          currency: ledgerAccounts.currency,
          merchantId: ledgerAccounts.merchantId,
        });
    } catch (err) {
      if (violated(err, NOT_NEGATIVE)) throw new AppError('account.balance.not.enough', 'Insufficient balance');
      throw err;
    }
    // Checked after the update, inside the transaction: a bad movement throws and rolls back whole.
    if (!row || row.merchantId !== movement.merchantId) throw new Error(`unknown ledger account ${p.accountId}`);
    balances.set(p.accountId, row.balance);
    sums.set(row.currency, (sums.get(row.currency) ?? 0n) + p.amount);
    rows.push({
      transactionId,
      accountId: p.accountId,
      amount: p.amount,
      currency: row.currency,
      balanceAfter: row.balance,
    });
  }
  for (const [currency, sum] of sums) if (sum !== 0n) throw new Error(`postings in ${currency} sum to ${sum}`);
  await tx.insert(ledgerPostings).values(rows);
  return { transactionId, balances };
}

const sqlAdd = (amount: bigint) => sql`${ledgerAccounts.balance} + ${amount.toString()}::bigint`;
