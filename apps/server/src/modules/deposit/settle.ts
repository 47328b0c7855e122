import { and, eq, isNull, sql } from 'drizzle-orm';
import { audit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/index.ts';
import { deposits } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { HOUSE_KINDS, houseAccount, playerAccount } from '../../platform/money/accounts.ts';
import type { Actor } from '../../platform/money/command.ts';
import type { Tx } from '../../platform/money/ledger.ts';
import { moveMoney } from '../wallet/index.ts';

/** The refusal a decision on an order decided already gets: its real state, for the loser to see. */
async function depositDecided(db: Db | Tx, merchantId: number, depositId: number) {
  const [now] = await db
    .select({ status: deposits.status, reviewedBy: deposits.reviewedBy, settledAt: deposits.settledAt })
    .from(deposits)
    .where(and(eq(deposits.id, depositId), eq(deposits.merchantId, merchantId)));
  if (!now) return new AppError('transaction.not.found', 'No such deposit');
  return new AppError('account.booked.trans.confirmed', `This deposit is ${now.status} already`, {
    status: now.status,
    reviewedBy: now.reviewedBy,
    settledAt: now.settledAt?.toISOString() ?? null,
  });
}

/**
 * Credits a pending deposit once. The order's PENDING -> PAID flip comes first in the money
 * command's transaction, before the postings: of two confirmations at once (two operators, two
 * processes, an operator and the gateway) the second waits on the row, finds it decided and is
 * refused with its real state; it never answers success for the other's credit. A gateway's
 * retried callback is keyed by its transaction id and answers its first result. A gateway credits
 * only an order not held for review, and only if the player's protection lets the money in now:
 * deposit_policy() is asked in this transaction, after the flip, so a break or a lower limit
 * committed before it refuses the credit (`deposit.refused` with the rule; nothing is written, and
 * the caller holds the order: receive.ts). Asked with no further amount: the order itself is
 * counted already, being open.
 */
export async function settleDeposit(
  db: Db,
  merchant: { id: number; currency: string },
  depositId: number,
  actor: Actor,
  gatewayTxId?: string,
) {
  const [order] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.id, depositId), eq(deposits.merchantId, merchant.id)));
  if (!order) throw new AppError('transaction.not.found', 'No such deposit');
  const byGateway = actor.type === 'gateway';
  if (order.status !== 'PENDING' || (byGateway && order.heldAt)) throw await depositDecided(db, merchant.id, depositId);
  const credited = order.amount - order.fee;
  return moveMoney(db, {
    merchantId: merchant.id,
    scope: byGateway ? `gateway:${actor.id}` : `deposit:${depositId}`,
    // An operator's decision is not a replayable request: a second one is refused, not answered.
    key: byGateway ? gatewayTxId : undefined,
    input: { depositId },
    actor,
    action: 'deposit.settle',
    type: 'DEPOSIT',
    memberId: order.memberId,
    reference: String(depositId),
    meta: { depositId, fee: order.fee.toString() },
    amount: credited,
    accounts: async () => ({
      from: await houseAccount(db, merchant.id, HOUSE_KINDS.deposits, merchant.currency),
      to: await playerAccount(db, merchant.id, order.memberId, merchant.currency),
    }),
    check: async (tx) => {
      const done = await tx
        .update(deposits)
        .set({
          status: 'PAID',
          settledAt: new Date(),
          reviewedBy: actor.type === 'operator' ? Number(actor.id) : null,
          // An operator confirming a held gateway payment keeps the gateway's id the hold recorded.
          ...(byGateway ? { gateway: actor.id, gatewayTxId: gatewayTxId ?? null } : {}),
        })
        .where(
          and(
            eq(deposits.id, depositId),
            eq(deposits.status, 'PENDING'),
            byGateway ? isNull(deposits.heldAt) : undefined,
          ),
        )
        .returning({ id: deposits.id });
      if (done.length === 0) throw await depositDecided(tx, merchant.id, depositId);
      // The kernel's policy hook (sql/functions/deposit_policy.sql); its refusal rolls all of this back.
      if (byGateway)
        await tx.execute(sql`select deposit_policy(${merchant.id}::int, ${order.memberId}::int, 'GATEWAY', 0::bigint)`);
    },
    after: async (tx, transactionId) => {
      await tx.update(deposits).set({ transactionId }).where(eq(deposits.id, depositId));
    },
  });
}

/**
 * An operator's refusal of a pending order, audited in the same transaction (with where the
 * operator was), so no refusal is ever left without its line; a decided one is refused with its
 * real state.
 */
export async function rejectDeposit(
  db: Db,
  merchantId: number,
  depositId: number,
  operator: { id: number; ip: string },
  note: string | undefined,
) {
  const done = await db.transaction(async (tx) => {
    const rows = await tx
      .update(deposits)
      .set({ status: 'REJECTED', settledAt: new Date(), reviewedBy: operator.id, note: note ?? null })
      .where(and(eq(deposits.id, depositId), eq(deposits.merchantId, merchantId), eq(deposits.status, 'PENDING')))
      .returning({ id: deposits.id });
    if (rows.length > 0)
      await audit(tx, {
        merchantId,
        actor: { type: 'operator', id: String(operator.id) },
        action: 'deposit.reject',
        details: { depositId },
        ip: operator.ip,
      });
    return rows;
  });
  if (done.length === 0) throw await depositDecided(db, merchantId, depositId);
}

/**
 * A gateway's word that the payment of a pending order failed closes the order: left pending, it
 * would count against the player's deposit limits and identity-check total for ever. A held order
 * waits for its operator instead. Should the gateway take the money after all, that payment finds
 * the order closed and is held for review as an order of its own (hold.ts), never lost. Audited.
 */
export async function failDeposit(
  db: Db,
  order: { id: number; merchantId: number; memberId: number },
  gateway: { code: string; txId: string },
) {
  await db.transaction(async (tx) => {
    const failed = await tx
      .update(deposits)
      .set({ status: 'REJECTED', settledAt: new Date(), note: 'failed at the gateway' })
      .where(and(eq(deposits.id, order.id), eq(deposits.status, 'PENDING'), isNull(deposits.heldAt)))
      .returning({ id: deposits.id });
    if (failed.length === 0) return;
    await audit(tx, {
      merchantId: order.merchantId,
      actor: { type: 'gateway', id: gateway.code },
      action: 'deposit.failed',
      details: { depositId: order.id, memberId: order.memberId, gatewayTxId: gateway.txId },
    });
  });
}
