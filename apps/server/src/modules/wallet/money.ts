import type { Db } from '../../platform/db/index.ts';
import type { Actor } from '../../platform/money/command.ts';
import { runMoneyCommand } from '../../platform/money/command.ts';
import { post, type Tx } from '../../platform/money/ledger.ts';

/** One movement between two accounts, run as a money command (idempotent when keyed). */
export function moveMoney(
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
    accounts: (tx: Tx) => Promise<{ from: number; to: number }>;
    amount: bigint;
    /**
     * Runs in the same transaction after the postings (the record the money moved for); what it
     * returns joins the command's answer, replays included.
     */
    after?: (tx: Tx, transactionId: number) => Promise<Record<string, number | string> | undefined> | Promise<void>;
  },
) {
  return runMoneyCommand(db, opts, async (tx) => {
    const { from, to } = await opts.accounts(tx);
    const { transactionId } = await post(tx, {
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
    const extra = (await opts.after?.(tx, transactionId)) ?? {};
    return { ...extra, transactionId } as { transactionId: number } & Record<string, number | string>;
  });
}
