import type { Db } from '../../platform/db/index.ts';
import type { Actor } from '../../platform/money/command.ts';
import { moneyMove, runMoneyCommand } from '../../platform/money/command.ts';
import { post, type Tx } from '../../platform/money/ledger.ts';

/** One movement between two accounts, run as a money command (idempotent when keyed). */
export async function moveMoney(
  db: Db,
  opts: {
    merchantId: number;
    scope: string;
    key?: string | undefined;
    input: unknown;
    actor: Actor;
    action: string;
    type: string;
    memberId: number | null;
    reference?: string;
    meta?: Record<string, unknown>;
    /** Resolved with the pool before the transaction (see playerAccount). */
    accounts: () => Promise<{ from: number; to: number }>;
    /** A business rule checked inside the transaction before the postings; throw to refuse. */
    check?: (tx: Tx, accounts: { from: number; to: number }) => Promise<void>;
    amount: bigint;
    /**
     * Runs in the same transaction after the postings (the record the money moved for); what it
     * returns joins the command's answer, replays included.
     */
    after?: (
      tx: Tx,
      transactionId: number,
      balances: Map<number, bigint>,
    ) => Promise<Record<string, number | string> | undefined> | Promise<void>;
  },
) {
  const accounts = await opts.accounts();
  const { from, to } = accounts;
  if (!opts.check && !opts.after) {
    // Nothing else to do in the transaction: the one-statement path.
    const { value, replayed } = await moneyMove(db, opts, {
      merchantId: opts.merchantId,
      type: opts.type,
      memberId: opts.memberId,
      reference: opts.reference ?? null,
      meta: opts.meta ?? {},
      postings: [
        { accountId: from, amount: -opts.amount },
        { accountId: to, amount: opts.amount },
      ],
    });
    return { value: value as { transactionId: number } & Record<string, number | string>, replayed };
  }
  return runMoneyCommand(db, opts, async (tx) => {
    await opts.check?.(tx, accounts);
    const { transactionId, balances } = await post(tx, {
      merchantId: opts.merchantId,
      type: opts.type,
      memberId: opts.memberId,
      reference: opts.reference ?? null,
      meta: opts.meta ?? {},
      postings: [
        { accountId: from, amount: -opts.amount },
        { accountId: to, amount: opts.amount },
      ],
    });
    const extra = (await opts.after?.(tx, transactionId, balances)) ?? {};
    return { ...extra, transactionId } as { transactionId: number } & Record<string, number | string>;
  });
}
