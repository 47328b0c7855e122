import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { deposits } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { holdOrder, holdUnmatchedPayment, type UnmatchedReason } from './hold.ts';
import { settleDeposit } from './settle.ts';

/** What the gateway is told: credited now, or recorded for an operator (`held`), or neither (a resend). */
export type PaymentAnswer = { credited: boolean; held?: boolean };

/**
 * The order that holds this gateway's payment id for the brand already: the order it paid or was
 * held on, or its copy. Ids are the gateway's own, unique only within its account for the brand.
 */
async function recordOf(db: Db, merchantId: number, gateway: string, txId: string) {
  const [row] = await db
    .select({ status: deposits.status })
    .from(deposits)
    .where(and(eq(deposits.merchantId, merchantId), eq(deposits.gateway, gateway), eq(deposits.gatewayTxId, txId)));
  return row;
}

const unmatched = (
  order: { status: string; heldAt: Date | null; amount: bigint },
  paid: bigint,
): UnmatchedReason | null =>
  order.status === 'REJECTED'
    ? 'order.closed'
    : order.status === 'PAID' || order.heldAt
      ? 'payment.repeated'
      : order.amount !== paid
        ? 'amount.mismatch'
        : null;

/** Enough for any order: each pass that goes round again follows a change that cannot be undone. */
const PASSES = 4;

/**
 * A gateway's PAID callback, once its signature, merchant and channel are checked (routes.ts).
 * Every payment ends recorded on exactly one order, whatever happens at the same time: credited on
 * its order, held on it (the player's protection refused it: hold.ts), or held as an order of its
 * own (its order was closed, paid or held for another payment, or asked another amount). A payment
 * whose id an order of the brand holds for this gateway already is a resend: answered as that
 * order stands, nothing written.
 * When the order changes between reading and writing (a second payment, the gateway's failure or
 * an operator's decision in another process), the write finds it changed and it is read again, so
 * no answer ever acknowledges a payment that was not recorded.
 */
export async function receivePayment(
  db: Db,
  merchant: { id: number; currency: string },
  gateway: string,
  orderId: number,
  payment: { txId: string; amount: bigint },
): Promise<PaymentAnswer> {
  for (let pass = 0; pass < PASSES; pass++) {
    const known = await recordOf(db, merchant.id, gateway, payment.txId);
    if (known) return known.status === 'PAID' ? { credited: false } : { credited: false, held: true };
    const [order] = await db
      .select({
        memberId: deposits.memberId,
        status: deposits.status,
        heldAt: deposits.heldAt,
        amount: deposits.amount,
      })
      .from(deposits)
      .where(eq(deposits.id, orderId));
    if (!order) throw new AppError('transaction.not.found', 'No such deposit');
    const ref = { id: orderId, merchantId: merchant.id, memberId: order.memberId };
    const reason = unmatched(order, payment.amount);
    if (reason) {
      if (await holdUnmatchedPayment(db, ref, { code: gateway, ...payment }, reason))
        return { credited: false, held: true };
      continue;
    }
    try {
      const result = await settleDeposit(db, merchant, orderId, { type: 'gateway', id: gateway }, payment.txId);
      return { credited: !result.replayed };
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      if (err.code === 'deposit.refused') {
        const rule = (err.value as { rule?: string | null } | null)?.rule ?? 'policy';
        if (await holdOrder(db, ref, { code: gateway, txId: payment.txId }, rule))
          return { credited: false, held: true };
      } else if (err.code !== 'account.booked.trans.confirmed') throw err;
    }
  }
  throw new Error(`Deposit ${orderId} kept changing under payment ${payment.txId}`);
}
