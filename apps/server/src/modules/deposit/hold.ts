import { sql } from 'drizzle-orm';
import { audit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/index.ts';
import { rowsOf } from '../../platform/money/ledger.ts';
import { kernelRefusal } from '../../platform/money/sql-errors.ts';

/**
 * A gateway's payment for an order the player's protection would now refuse (a deposit limit
 * lowered since the order opened, or a break begun) is held for review instead of credited: the
 * order stays PENDING with the rule that held it and the gateway's id, for an operator to confirm
 * (the money was received) or reject. The same kernel hook as a new order's, deposit_policy(), asked
 * with no further amount: the order itself is counted already, being open. Answers the rule that
 * held it, or null to credit it.
 */
export async function holdOverPolicy(
  db: Db,
  order: { id: number; merchantId: number; memberId: number },
  gateway: { code: string; txId: string },
): Promise<string | null> {
  try {
    await db.execute(
      sql`select deposit_policy(${order.merchantId}::int, ${order.memberId}::int, 'GATEWAY', 0::bigint)`,
    );
    return null;
  } catch (err) {
    const refusal = kernelRefusal(err);
    if (refusal?.kind !== 'deposit.refused') throw err;
    const rule = ruleOf(refusal.detail);
    await db.transaction(async (tx) => {
      const held = rowsOf(
        await tx.execute(sql`update deposits
        set held_reason = ${rule}, held_at = coalesce(held_at, now()), gateway_tx_id = coalesce(gateway_tx_id, ${gateway.txId})
        where id = ${order.id} and status = 'PENDING' and held_at is null
        returning id`),
      );
      // A retried callback finds it held already: one audit line per hold.
      if (held.length === 0) return;
      await audit(tx, {
        merchantId: order.merchantId,
        actor: { type: 'gateway', id: gateway.code },
        action: 'deposit.held',
        details: { depositId: order.id, memberId: order.memberId, rule, gatewayTxId: gateway.txId },
      });
    });
    return rule;
  }
}

/**
 * A gateway's payment that finds its order closed (rejected, or paid already under another payment
 * id: a player who paid twice) is money received all the same. It is never dropped: it becomes an
 * order of its own, a copy of the first for the amount paid, held for review with the payment's id
 * (`order.closed` or `payment.repeated`), so an operator credits it or refunds it outside. The
 * payment's id is unique among orders: a retried callback makes no second copy.
 */
export async function holdUnmatchedPayment(
  db: Db,
  order: { id: number; merchantId: number; memberId: number; status: string },
  gateway: { code: string; txId: string; amount: bigint },
): Promise<string> {
  const reason = order.status === 'REJECTED' ? 'order.closed' : 'payment.repeated';
  await db.transaction(async (tx) => {
    const copy = rowsOf<{ id: number }>(
      await tx.execute(sql`insert into deposits (merchant_id, member_id, channel_id, amount, fee, reference,
          gateway_tx_id, note, held_reason, held_at)
        select d.merchant_id, d.member_id, d.channel_id, ${gateway.amount}::bigint, d.fee, d.reference,
          ${gateway.txId}, ${`paid for order ${order.id}`}, ${reason}, now()
        from deposits d where d.id = ${order.id}
        on conflict (gateway_tx_id) do nothing
        returning id`),
    );
    if (!copy[0]) return;
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
      },
    });
  });
  return reason;
}

const ruleOf = (detail: string | undefined) => {
  try {
    return String((JSON.parse(detail ?? '{}') as { rule?: unknown }).rule ?? 'policy');
  } catch {
    return 'policy';
  }
};
