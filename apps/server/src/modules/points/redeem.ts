import { and, eq, gte, sql } from 'drizzle-orm';
import type { SessionMember } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { pointGoods, pointRedemptions } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { priorAnswer, runMoneyCommand } from '../../platform/money/command.ts';
import { post, type Tx } from '../../platform/money/ledger.ts';
import { checkPaymentPassword } from '../wallet/index.ts';
import { asPointsError, heldPointsAccount, housePointsAccount, pointsAccount } from './accounts.ts';
import { activeRules } from './config.ts';

type RedeemInput = {
  goodsId: number;
  quantity: number;
  address: string;
  paymentPassword: string;
  idempotencyKey?: string | undefined;
};

/** Takes `quantity` from the stock in the caller's transaction, or says why it cannot. */
async function takeStock(tx: Tx, merchantId: number, goodsId: number, quantity: number) {
  const [taken] = await tx
    .update(pointGoods)
    .set({ stock: sql`${pointGoods.stock} - ${quantity}` })
    .where(
      and(
        eq(pointGoods.id, goodsId),
        eq(pointGoods.merchantId, merchantId),
        eq(pointGoods.active, true),
        gte(pointGoods.stock, quantity),
      ),
    )
    .returning({ price: pointGoods.price });
  if (taken) return taken.price;
  const [goods] = await tx
    .select({ stock: pointGoods.stock })
    .from(pointGoods)
    .where(and(eq(pointGoods.id, goodsId), eq(pointGoods.merchantId, merchantId), eq(pointGoods.active, true)));
  if (!goods) throw new AppError('points.goods.not.found', 'No such goods');
  throw new AppError('points.stock.not.enough', 'Not enough in stock', { stock: goods.stock });
}

/**
 * MCS2_redeemPointReward: with the payment password, in one money command: the stock is taken
 * (the row update is atomic, so the last unit goes to one request only), the points move to
 * the player's held account (the ledger refuses a balance below zero) and the redemption waits
 * for an operator. Any refusal rolls all of it back. The key is looked up before any rule: a
 * resend answers the first redemption even after the password changed or the stock ran out.
 */
export async function redeemGoods(db: Db, merchant: { id: number }, member: SessionMember, input: RedeemInput) {
  const cmd = {
    merchantId: merchant.id,
    scope: `member:${member.id}`,
    key: input.idempotencyKey,
    input: { op: 'redeemPoints', goodsId: input.goodsId, quantity: input.quantity, address: input.address },
    actor: { type: 'member' as const, id: String(member.id) },
    action: 'points.redeem',
  };
  const prior = await priorAnswer<{ id: number; points: string }>(db, cmd);
  if (prior) return { ...prior.value, replayed: true };
  await checkPaymentPassword(db, member, input.paymentPassword);
  await activeRules(db, merchant.id);
  const from = await pointsAccount(db, merchant.id, member.id);
  const to = await heldPointsAccount(db, merchant.id, member.id);
  try {
    const r = await runMoneyCommand(db, cmd, async (tx) => {
      const price = await takeStock(tx, merchant.id, input.goodsId, input.quantity);
      const points = price * BigInt(input.quantity);
      const { transactionId } = await post(tx, {
        merchantId: merchant.id,
        type: 'POINTS_REDEEM',
        memberId: member.id,
        meta: { goodsId: input.goodsId, quantity: input.quantity },
        postings: [
          { accountId: from, amount: -points },
          { accountId: to, amount: points },
        ],
      });
      const [row] = await tx
        .insert(pointRedemptions)
        .values({
          merchantId: merchant.id,
          memberId: member.id,
          goodsId: input.goodsId,
          quantity: input.quantity,
          points,
          address: input.address,
          holdTransactionId: transactionId,
        })
        .returning({ id: pointRedemptions.id });
      return { id: (row as { id: number }).id, points: points.toString() };
    });
    return { ...r.value, replayed: r.replayed };
  } catch (err) {
    throw asPointsError(err);
  }
}

/** The refusal a second verdict gets: the redemption's real state, for the loser to see. */
async function redemptionDecided(db: Db | Tx, merchantId: number, id: number) {
  const [now] = await db
    .select({ status: pointRedemptions.status, reviewedBy: pointRedemptions.reviewedBy })
    .from(pointRedemptions)
    .where(and(eq(pointRedemptions.id, id), eq(pointRedemptions.merchantId, merchantId)));
  return new AppError('points.redemption.decided', `Decided already: ${now?.status ?? 'unknown'}`, {
    status: now?.status ?? null,
    reviewedBy: now?.reviewedBy ?? null,
  });
}

/**
 * An operator's verdict. Approval retires the held points (held -> house); rejection gives the
 * points back (held -> points) and the goods back to the stock. Decided once: the status
 * update, the command's first write, only matches a redemption still in process, so a second
 * verdict at the same moment (the same or the other one) waits for the first and is refused
 * with the real state; only the verdict that took effect answers success.
 */
export async function reviewRedemption(
  db: Db,
  merchantId: number,
  id: number,
  operatorId: number,
  approve: boolean,
  note?: string,
) {
  const [red] = await db
    .select()
    .from(pointRedemptions)
    .where(and(eq(pointRedemptions.id, id), eq(pointRedemptions.merchantId, merchantId)));
  if (!red) throw new AppError('points.redemption.not.found', 'No such redemption');
  if (red.status !== 'IN_PROCESS') throw await redemptionDecided(db, merchantId, id);
  const held = await heldPointsAccount(db, merchantId, red.memberId);
  const to = approve ? await housePointsAccount(db, merchantId) : await pointsAccount(db, merchantId, red.memberId);
  await runMoneyCommand(
    db,
    {
      merchantId,
      scope: `point-redemption:${id}`,
      input: { id, approve },
      actor: { type: 'operator', id: String(operatorId) },
      action: approve ? 'points.redeem.approve' : 'points.redeem.reject',
    },
    async (tx) => {
      const decided = await tx
        .update(pointRedemptions)
        .set({ status: approve ? 'APPROVED' : 'REJECTED', reviewedBy: operatorId, reviewedAt: new Date(), note })
        .where(and(eq(pointRedemptions.id, id), eq(pointRedemptions.status, 'IN_PROCESS')))
        .returning({ id: pointRedemptions.id });
      if (decided.length === 0) throw await redemptionDecided(tx, merchantId, id);
      // The goods row before the accounts, in the order a redemption takes them (no deadlock).
      if (!approve)
        await tx
          .update(pointGoods)
          .set({ stock: sql`${pointGoods.stock} + ${red.quantity}` })
          .where(eq(pointGoods.id, red.goodsId));
      const { transactionId } = await post(tx, {
        merchantId,
        type: approve ? 'POINTS_REDEEMED' : 'POINTS_REDEEM_RETURN',
        memberId: red.memberId,
        reference: String(id),
        postings: [
          { accountId: held, amount: -red.points },
          { accountId: to, amount: red.points },
        ],
      });
      await tx.update(pointRedemptions).set({ decideTransactionId: transactionId }).where(eq(pointRedemptions.id, id));
      return { transactionId };
    },
  );
}
