import { sql } from 'drizzle-orm';
import { createCounters } from '../../platform/auth/attempt-counters.ts';
import type { Db } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/money/ledger.ts';
import { kernelRefusal } from '../../platform/money/sql-errors.ts';

const refusedNow = () => new AppError('agent.transfer.refused', 'This member cannot receive a transfer now');

/**
 * Money another member sends (an agent to their team, a member to their agent) is money coming in
 * for the receiver, as a deposit is: the kernel's deposit hook (sql/functions/deposit_policy.sql)
 * refuses it during the receiver's break or past their deposit limit, which counts it
 * (sql/functions/limit_used.sql). The sender learns only that the receiver cannot take it now,
 * not which of the receiver's own rules says so. Run the transfer through sendUnlessRefusedOften().
 */
export async function refuseUnlessMayReceive(tx: Tx, merchantId: number, memberId: number, amount: bigint) {
  try {
    await tx.execute(sql`select deposit_policy(${merchantId}::int, ${memberId}::int, 'MEMBER', ${amount}::bigint)`);
  } catch (err) {
    if (kernelRefusal(err)?.kind === 'deposit.refused') throw refusedNow();
    throw err;
  }
}

/**
 * Refusals by the receiver's rules a sender may meet in a day before every transfer from them to
 * that receiver is refused, unchecked, for the rest of it. Each refusal says the amount did not
 * fit: without a bound, a sender trying amounts would measure what is left of the receiver's
 * deposit limit, a private setting of theirs. A mistyped amount and its correction still pass.
 */
const RECEIVE_REFUSALS = { scope: 'member_transfer_refused', perDay: 3, windowMs: 24 * 3_600_000 } as const;

/**
 * Runs a transfer from one member to another (`send`, whose check calls refuseUnlessMayReceive):
 * refused outright while the sender is shut out from this receiver; a refusal by the receiver's
 * rules is counted in the database (one atomic upsert, whichever server process served it), and
 * the RECEIVE_REFUSALS.perDay-th shuts the sender out for a day.
 */
export async function sendUnlessRefusedOften<T>(
  db: Db,
  merchantId: number,
  between: { senderId: number; receiverId: number },
  send: () => Promise<T>,
): Promise<T> {
  const counters = createCounters(db);
  const key = {
    merchantId,
    scope: RECEIVE_REFUSALS.scope,
    subject: String(between.receiverId),
    source: String(between.senderId),
  };
  if ((await counters.read(key, RECEIVE_REFUSALS.windowMs)).lockedUntil) throw refusedNow();
  try {
    return await send();
  } catch (err) {
    if (err instanceof AppError && err.code === 'agent.transfer.refused') {
      const { count } = await counters.hit(key, RECEIVE_REFUSALS.windowMs);
      if (count >= RECEIVE_REFUSALS.perDay) await counters.lock(key, RECEIVE_REFUSALS.windowMs);
    }
    throw err;
  }
}
