import { sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/money/ledger.ts';
import { kernelRefusal } from '../../platform/money/sql-errors.ts';

/**
 * Money another member sends (an agent to their team, a member to their agent) is money coming in
 * for the receiver, as a deposit is: the kernel's deposit hook (sql/functions/deposit_policy.sql)
 * refuses it during the receiver's break or past their deposit limit, which counts it
 * (sql/functions/limit_used.sql). The sender learns only that the receiver cannot take it now,
 * not which of the receiver's own rules says so.
 */
export async function refuseUnlessMayReceive(tx: Tx, merchantId: number, memberId: number, amount: bigint) {
  try {
    await tx.execute(sql`select deposit_policy(${merchantId}::int, ${memberId}::int, 'MEMBER', ${amount}::bigint)`);
  } catch (err) {
    if (kernelRefusal(err)?.kind === 'deposit.refused')
      throw new AppError('agent.transfer.refused', 'This member cannot receive a transfer now');
    throw err;
  }
}
