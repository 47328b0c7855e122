import { sql } from 'drizzle-orm';
import { audit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/index.ts';
import { rowsOf } from '../../platform/money/ledger.ts';

/**
 * A gateway's payment for an open order that the player's protection refused in the crediting
 * transaction (settle.ts: a deposit limit lowered since the order opened, or a break begun) is held
 * for review instead of credited: the order stays PENDING with the rule that held it and the
 * payment's id, for an operator to confirm (the money was received) or reject. Answers whether this
 * call held it: false when the order is no longer open and unheld (paid, rejected or held for a
 * payment meanwhile), for the caller to read it again and record the payment otherwise (receive.ts).
 */
export async function holdOrder(
  db: Db,
  order: { id: number; merchantId: number; memberId: number },
  gateway: { code: string; txId: string },
  rule: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const held = rowsOf(
      await tx.execute(sql`update deposits
        set held_reason = ${rule}, held_at = now(), gateway = ${gateway.code}, gateway_tx_id = ${gateway.txId}
        where id = ${order.id} and status = 'PENDING' and held_at is null and gateway_tx_id is null
        returning id`),
    );
    if (held.length === 0) return false;
    await audit(tx, {
      merchantId: order.merchantId,
      actor: { type: 'gateway', id: gateway.code },
      action: 'deposit.held',
      details: { depositId: order.id, memberId: order.memberId, rule, gatewayTxId: gateway.txId },
    });
    return true;
  });
}

/**
 * Why a payment cannot go on its order: the order was rejected (`order.closed`), is paid or held
 * for another payment already (a player who paid twice: `payment.repeated`), or asked for another
 * amount than was paid (an under- or over-payment: `amount.mismatch`).
 */
export type UnmatchedReason = 'order.closed' | 'payment.repeated' | 'amount.mismatch';

/**
 * A gateway's payment that cannot go on its order is money received all the same. It is never
 * dropped: it becomes an order of its own, a copy of the first for the amount paid (the fee in the
 * first's proportion), held for review with the payment's id and the reason, so an operator credits
 * it or refunds it outside. The payment's id is unique among the brand's orders from its gateway: a
 * retried callback makes no second copy. Answers whether this call recorded it: false when such an
 * order holds that payment's id already, for the caller to answer as that order says (receive.ts).
 */
export async function holdUnmatchedPayment(
  db: Db,
  order: { id: number; merchantId: number; memberId: number },
  gateway: { code: string; txId: string; amount: bigint },
  reason: UnmatchedReason,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const copy = rowsOf<{ id: number }>(
      await tx.execute(sql`insert into deposits (merchant_id, member_id, channel_id, amount, fee, reference,
          gateway, gateway_tx_id, note, held_reason, held_at)
        select d.merchant_id, d.member_id, d.channel_id, ${gateway.amount}::bigint,
          case when d.amount > 0 then floor(d.fee::numeric * ${gateway.amount}::bigint / d.amount)::bigint else 0 end,
          d.reference, ${gateway.code}, ${gateway.txId}, ${`paid for order ${order.id}`}, ${reason}, now()
        from deposits d where d.id = ${order.id}
        on conflict (merchant_id, gateway, gateway_tx_id) do nothing
        returning id`),
    );
    if (!copy[0]) return false;
    await audit(tx, {
      merchantId: order.merchantId,
      actor: { type: 'gateway', id: gateway.code },
      action: 'deposit.held',
      details: {
        depositId: copy[0].id,
        forDepositId: order.id,
        memberId: order.memberId,
        rule: reason,
        gatewayTxId: gateway.txId,
        amount: gateway.amount.toString(),
      },
    });
    return true;
  });
}
