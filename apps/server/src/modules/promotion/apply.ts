import { and, eq } from 'drizzle-orm';
import { audit, operatorActor } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/index.ts';
import { deposits, promotionApplications, promotionSignups } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { storeImages } from '../../platform/uploads.ts';
import { requireSoleCredit } from '../bonus/index.ts';
import { issueReward } from './rewards.ts';
import { findPromotion, openPromotion } from './store.ts';

export type PromoMerchant = { id: number; currency: string; timezone: string };

/**
 * An application to an APPLY promotion: the remark is kept exactly as typed (shown as text),
 * images are checked by their bytes. Once per member and promotion: the unique row refuses a
 * second one, even two sent at once; images of a refused application are never stored.
 */
export async function applyForPromotion(
  db: Db,
  dataDir: string,
  merchant: PromoMerchant,
  memberId: number,
  promotionId: number,
  input: { remark: string; images: string[] },
  now = new Date(),
) {
  await openPromotion(db, merchant.id, promotionId, 'APPLY', now);
  const where = and(eq(promotionApplications.promotionId, promotionId), eq(promotionApplications.memberId, memberId));
  const [before] = await db.select({ id: promotionApplications.id }).from(promotionApplications).where(where);
  if (before) throw new AppError('promotion.already.applied', 'You applied for this promotion already');
  // The row is claimed before any image is written, in one transaction with them: of two sent at
  // once, the second waits for the first's row and is refused before storing a byte, and images
  // that fail their check leave no application behind.
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(promotionApplications)
      .values({ merchantId: merchant.id, promotionId, memberId, remark: input.remark, images: [] })
      .onConflictDoNothing()
      .returning({ id: promotionApplications.id });
    if (!row) throw new AppError('promotion.already.applied', 'You applied for this promotion already');
    if (input.images.length) {
      const images = await storeImages(dataDir, 'promotion-applications', input.images);
      await tx.update(promotionApplications).set({ images }).where(eq(promotionApplications.id, row.id));
    }
    return { id: row.id };
  });
}

/**
 * An operator's verdict, audited. Approval issues the reward (the member claims it; the grant
 * carries the promotion's turnover multiple). Only an APPLYING row changes, so a second verdict,
 * even one racing the first, is refused and changes nothing.
 */
export async function reviewApplication(
  db: Db,
  merchantId: number,
  operatorId: number,
  id: number,
  verdict: { approve: true; amount: bigint; note?: string | undefined } | { approve: false; reason: string },
) {
  return db.transaction(async (tx) => {
    const [decided] = await tx
      .update(promotionApplications)
      .set({
        status: verdict.approve ? 'APPROVED' : 'REJECTED',
        reason: verdict.approve ? (verdict.note ?? null) : verdict.reason,
        reviewedBy: operatorId,
        reviewedAt: new Date(),
      })
      .where(
        and(
          eq(promotionApplications.id, id),
          eq(promotionApplications.merchantId, merchantId),
          eq(promotionApplications.status, 'APPLYING'),
        ),
      )
      .returning();
    if (!decided) {
      // The loser of two verdicts at once is told what did take effect.
      const [now] = await tx
        .select({ status: promotionApplications.status, reviewedBy: promotionApplications.reviewedBy })
        .from(promotionApplications)
        .where(and(eq(promotionApplications.id, id), eq(promotionApplications.merchantId, merchantId)));
      if (!now) throw new AppError('promotion.not.found', 'No such application');
      throw new AppError('promotion.application.decided', `This application is ${now.status} already`, {
        status: now.status,
        reviewedBy: now.reviewedBy,
      });
    }
    let rewardId: number | null = null;
    if (verdict.approve) {
      // Refused, the verdict above rolls back with it: the application waits for another.
      // Counted with what this operator credited alone over the day (bonus/sole-approval.ts).
      await requireSoleCredit(tx, merchantId, verdict.amount, {
        operatorId,
        memberId: decided.memberId,
        source: 'PROMOTION',
        reference: `application:${id}`,
      });
      const promo = await findPromotion(tx, merchantId, decided.promotionId);
      const { reward } = await issueReward(tx, {
        merchantId,
        memberId: decided.memberId,
        promotionId: promo.id,
        source: 'APPLICATION',
        sourceKey: `application:${id}`,
        amount: verdict.amount,
        turnoverMultiple: promo.turnoverMultiple,
        titles: promo.titles,
      });
      rewardId = reward.id;
    }
    await audit(tx, {
      merchantId,
      actor: operatorActor(operatorId),
      action: verdict.approve ? 'promotion.application.approve' : 'promotion.application.reject',
      details: verdict.approve
        ? { applicationId: id, amount: verdict.amount.toString(), rewardId }
        : { applicationId: id, reason: verdict.reason },
    });
    return { id, status: decided.status, rewardId };
  });
}

/** Joining a promotion that then runs by itself: the first-deposit bonus, before any deposit. */
export async function joinPromotion(db: Db, merchant: PromoMerchant, memberId: number, promotionId: number) {
  await openPromotion(db, merchant.id, promotionId, 'FIRST_DEPOSIT', new Date());
  const [paid] = await db
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(eq(deposits.memberId, memberId), eq(deposits.status, 'PAID')))
    .limit(1);
  if (paid) throw new AppError('promotion.not.eligible', 'Only members who have not deposited yet may join');
  const [row] = await db
    .insert(promotionSignups)
    .values({ promotionId, memberId, merchantId: merchant.id })
    .onConflictDoNothing()
    .returning({ id: promotionSignups.promotionId });
  if (!row) throw new AppError('promotion.already.joined', 'You joined this promotion already');
  return null;
}
