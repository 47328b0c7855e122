import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { auditLog, idempotencyKeys } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Tx } from './ledger.ts';

export type Actor = { type: 'member' | 'operator' | 'system' | 'vendor' | 'gateway'; id: string };

export type MoneyCommand = {
  merchantId: number;
  /** What kind of command; keys are unique within a scope (a vendor's ids vs a player's keys). */
  scope: string;
  /** The caller's idempotency key; without one the command simply runs once. */
  key?: string | undefined;
  /** The input the key stands for: the same key with other input is refused. */
  input: unknown;
  actor: Actor;
  action: string;
};

/** Results are stored as JSON to answer replays, so they must be JSON-safe (amounts as strings). */
export type Replayable<T> = { value: T; replayed: boolean };

const RETRYABLE = new Set(['40001', '40P01']);
const MAX_TRIES = 5;

const stable = (v: unknown): string =>
  JSON.stringify(v, (_k, x) =>
    typeof x === 'bigint'
      ? x.toString()
      : x && typeof x === 'object' && !Array.isArray(x)
        ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b)))
        : x,
  );
const hashInput = (input: unknown) => createHash('sha256').update(stable(input)).digest('hex');

function retryable(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if (RETRYABLE.has((e as { code?: string }).code ?? '')) return true;
  }
  return false;
}

/**
 * The one way money changes (GUIDE point 5): in a database transaction, claim the idempotency
 * key (a second caller with the same key waits for the first to commit, then gets its answer),
 * run the business rule and its postings, write the audit line, store the answer, commit.
 * Serialization failures and deadlocks are retried from the start.
 */
export async function runMoneyCommand<T>(
  db: Db,
  cmd: MoneyCommand,
  work: (tx: Tx) => Promise<T>,
): Promise<Replayable<T>> {
  const requestHash = hashInput(cmd.input);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        if (cmd.key) {
          const claimed = await tx
            .insert(idempotencyKeys)
            .values({ merchantId: cmd.merchantId, scope: cmd.scope, key: cmd.key, requestHash })
            .onConflictDoNothing()
            .returning({ key: idempotencyKeys.key });
          if (claimed.length === 0) {
            const [first] = await tx
              .select()
              .from(idempotencyKeys)
              .where(
                and(
                  eq(idempotencyKeys.merchantId, cmd.merchantId),
                  eq(idempotencyKeys.scope, cmd.scope),
                  eq(idempotencyKeys.key, cmd.key),
                ),
              );
            if (!first || first.requestHash !== requestHash) {
              throw new AppError('idempotency.key.reused', 'This key was used for a different request');
            }
            return { value: first.response as T, replayed: true };
          }
        }
        const value = await work(tx);
        await tx.insert(auditLog).values({
          merchantId: cmd.merchantId,
          actorType: cmd.actor.type,
          actorId: cmd.actor.id,
          action: cmd.action,
          details: { key: cmd.key ?? null, input: JSON.parse(stable(cmd.input) ?? 'null') },
        });
        if (cmd.key) {
          await tx
            .update(idempotencyKeys)
            .set({ response: JSON.parse(stable(value) ?? 'null') })
            .where(
              and(
                eq(idempotencyKeys.merchantId, cmd.merchantId),
                eq(idempotencyKeys.scope, cmd.scope),
                eq(idempotencyKeys.key, cmd.key),
              ),
            );
        }
        return { value, replayed: false };
      });
    } catch (err) {
      if (attempt < MAX_TRIES && retryable(err)) continue;
      throw err;
    }
  }
}
