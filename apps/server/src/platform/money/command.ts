import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, perDatabase, preparedRun } from '../db/index.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { ledgerError, type Movement, rowsOf, type Tx } from './ledger.ts';

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
  /** Where a person's request came from (an operator's command), for its audit line. */
  ip?: string | null;
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
export const hashInput = (input: unknown) => createHash('sha256').update(stable(input)).digest('hex');

/** The command's audit details, as runMoneyCommand and moneyMove both write them. */
export const auditDetails = (cmd: MoneyCommand) => ({
  key: cmd.key ?? null,
  input: JSON.parse(stable(cmd.input) ?? 'null'),
});

/**
 * What the one-statement commands send for the key and the audit line, the input serialised
 * once: the request hash (only a keyed command needs one) and auditDetails as JSON text.
 */
export function commandText(cmd: MoneyCommand) {
  const input = stable(cmd.input) ?? 'null';
  return {
    requestHash: cmd.key ? createHash('sha256').update(input).digest('hex') : null,
    details: `{"key":${JSON.stringify(cmd.key ?? null)},"input":${input}}`,
  };
}

/** Runs a one-statement command again on a serialization failure or deadlock, as runMoneyCommand does. */
export async function withRetries<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt < MAX_TRIES && retryable(err)) continue;
      throw err;
    }
  }
}

function retryable(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if (RETRYABLE.has((e as { code?: string }).code ?? '')) return true;
  }
  return false;
}

/**
 * The first answer of a keyed command, looked up before the caller checks any business rule:
 * a resend after the rules changed (the draw closed, the limit was lowered, the password was
 * changed) must answer what the first send did, not a refusal. Another input under the key is
 * refused. Null when the key is unknown: the command then runs and claims it (a first send
 * still in flight is waited for by that claim). A key row is visible only once committed, and
 * then holds its answer.
 */
export async function priorAnswer<T>(db: Db, cmd: MoneyCommand): Promise<Replayable<T> | null> {
  if (!cmd.key) return null;
  const [first] = await storedAnswer(db).execute({ merchantId: cmd.merchantId, scope: cmd.scope, key: cmd.key });
  if (!first) return null;
  if (first.requestHash !== hashInput(cmd.input))
    throw new AppError('idempotency.key.reused', 'This key was used for a different request');
  return { value: first.response as T, replayed: true };
}

/**
 * priorAnswer()'s lookup, a prepared statement: every keyed transfer, slip and agent transfer asks
 * it first, and drizzle built it and the database planned it afresh at each call.
 */
const storedAnswer = perDatabase((db) =>
  db
    .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.merchantId, sql.placeholder('merchantId')),
        eq(idempotencyKeys.scope, sql.placeholder('scope')),
        eq(idempotencyKeys.key, sql.placeholder('key')),
      ),
    )
    .prepare('idempotency_key_answer'),
);

/**
 * The key claim every command shares with the SQL ones (sql/functions/claim_key.sql): null when
 * this call claimed the key or has none, else the first call's stored answer.
 */
async function claimKey(tx: Tx, cmd: MoneyCommand, requestHash: string): Promise<{ response: unknown } | null> {
  if (!cmd.key) return null;
  try {
    const result = await tx.execute(sql`select c is null as "claimed", c as "response"
      from claim_key(${cmd.merchantId}::int, ${cmd.scope}, ${cmd.key}, ${requestHash}) c`);
    const [row] = rowsOf<{ claimed: boolean; response: unknown }>(result);
    if (!row || row.claimed) return null;
    return { response: typeof row.response === 'string' ? JSON.parse(row.response) : row.response };
  } catch (err) {
    throw ledgerError(err);
  }
}

/**
 * The one way money changes: in a database transaction, claim the idempotency
 * key (a second caller with the same key waits for the first to commit, then gets its answer),
 * run the business rule and its postings, write the audit line, store the answer, commit.
 * Serialization failures and deadlocks are retried from the start; a refusal of the kernel's
 * SQL (a short balance, a policy hook) is raised as the player's error.
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
        const first = await claimKey(tx, cmd, requestHash);
        if (first) return { value: first.response as T, replayed: true };
        const value = await work(tx);
        await tx.execute(sql`select finish_command(p_merchant => ${cmd.merchantId}::int, p_scope => ${cmd.scope}::text,
          p_key => ${cmd.key ?? null}::text, p_actor_type => ${cmd.actor.type}::text, p_actor_id => ${cmd.actor.id}::text,
          p_action => ${cmd.action}::text, p_details => ${stable(auditDetails(cmd))}::jsonb,
          p_response => ${stable(value) ?? 'null'}::jsonb, p_ip => ${cmd.ip ?? null}::text)`);
        return { value, replayed: false };
      });
    } catch (err) {
      if (attempt < MAX_TRIES && retryable(err)) continue;
      throw ledgerError(err);
    }
  }
}

const MONEY_MOVE = 'select response, replayed, balances from money_move($1::jsonb)';

/** money_move()'s argument, as JSON text: the command and its one movement. */
export function moneyMoveArgs(cmd: MoneyCommand, movement: Omit<Movement, 'reverses'>): string {
  const text = commandText(cmd);
  const args = JSON.stringify({
    merchant: cmd.merchantId,
    scope: cmd.scope,
    key: cmd.key ?? null,
    requestHash: text.requestHash,
    actorType: cmd.actor.type,
    actorId: cmd.actor.id,
    action: cmd.action,
    type: movement.type,
    member: movement.memberId ?? null,
    reference: movement.reference ?? null,
    meta: movement.meta ?? {},
    accounts: movement.postings.map((p) => p.accountId),
    amounts: movement.postings.map((p) => p.amount.toString()),
  });
  // The details are already JSON text (commandText), spliced in rather than parsed and redone.
  return `${args.slice(0, -1)},"details":${text.details}}`;
}

/**
 * A command that is one movement and nothing else, in one statement: the database's money_move()
 * (sql/functions/money_move.sql) does what runMoneyCommand does (key claim, postings, audit line, stored
 * answer) without holding a transaction open across round trips, so hot accounts stay locked
 * for the shortest time. Its answer and its replays have runMoneyCommand's shape.
 */
export async function moneyMove(
  db: Db,
  cmd: MoneyCommand,
  movement: Omit<Movement, 'reverses'>,
): Promise<Replayable<{ transactionId: number }> & { balances: Map<number, bigint> }> {
  const run = preparedRun(db);
  const values = [moneyMoveArgs(cmd, movement)];
  for (let attempt = 1; ; attempt++) {
    try {
      const [row] = await run<{ response: { transactionId: number }; replayed: boolean; balances: unknown }>(
        'money_move',
        MONEY_MOVE,
        values,
      );
      if (!row) throw new Error('money_move answered nothing');
      const raw = (typeof row.balances === 'string' ? JSON.parse(row.balances) : row.balances) ?? {};
      const balances = new Map(Object.entries(raw as Record<string, string>).map(([k, v]) => [Number(k), BigInt(v)]));
      const response = typeof row.response === 'string' ? JSON.parse(row.response) : row.response;
      return { value: response, replayed: row.replayed, balances };
    } catch (err) {
      if (attempt < MAX_TRIES && retryable(err)) continue;
      throw ledgerError(err);
    }
  }
}
