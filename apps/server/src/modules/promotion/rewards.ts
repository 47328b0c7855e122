import type { PromotionTexts } from '@mekong/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { promotionRewards } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/money/ledger.ts';
import { grantBonus } from '../bonus/service.ts';
import { pickText } from './rules.ts';

export type Reward = typeof promotionRewards.$inferSelect;
type Merchant = { id: number; currency: string };

export type NewReward = {
  merchantId: number;
  memberId: number;
  promotionId?: number | null;
  missionId?: number | null;
  source: Reward['source'];
  /** What earned it; the same key never issues a second reward. */
  sourceKey: string;
  amount: bigint;
  turnoverMultiple: number;
  points?: number;
  titles?: PromotionTexts;
};

/** Issues a reward once per key: answers the row and whether this call created it. */
export async function issueReward(db: Db | Tx, r: NewReward): Promise<{ reward: Reward; created: boolean }> {
  const [row] = await db
    .insert(promotionRewards)
    .values({
      merchantId: r.merchantId,
      memberId: r.memberId,
      promotionId: r.promotionId ?? null,
      missionId: r.missionId ?? null,
      source: r.source,
      sourceKey: r.sourceKey,
      amount: r.amount,
      turnoverMultiple: r.turnoverMultiple,
      points: r.points ?? 0,
      meta: r.titles ? { titles: r.titles } : {},
    })
    .onConflictDoNothing()
    .returning();
  if (row) return { reward: row, created: true };
  const [existing] = await db
    .select()
    .from(promotionRewards)
    .where(and(eq(promotionRewards.merchantId, r.merchantId), eq(promotionRewards.sourceKey, r.sourceKey)));
  if (!existing) throw new Error(`reward ${r.sourceKey} neither inserted nor found`);
  return { reward: existing, created: false };
}

/**
 * Pays an issued reward. The grant is keyed by the reward, so however many claims race (or a
 * claim is retried after a crash), the money moves once; the claim that flips ISSUED to CLAIMED
 * answers success and every other one `promotion.reward.claimed`.
 */
export async function claimReward(db: Db, merchant: Merchant, memberId: number, rewardId: number) {
  const [r] = await db
    .select()
    .from(promotionRewards)
    .where(
      and(
        eq(promotionRewards.id, rewardId),
        eq(promotionRewards.merchantId, merchant.id),
        eq(promotionRewards.memberId, memberId),
      ),
    );
  if (!r) throw new AppError('promotion.reward.not.found', 'No such reward');
  if (r.status === 'CLAIMED') throw new AppError('promotion.reward.claimed', 'This reward was claimed already');
  const grant = await grantBonus(
    db,
    merchant,
    {
      memberId,
      amount: r.amount,
      turnoverMultiple: r.turnoverMultiple,
      reason: `${r.source.toLowerCase()}:${r.sourceKey}`,
      key: `promo-reward-${r.id}`,
    },
    { type: 'member', id: String(memberId) },
  );
  const done = await db
    .update(promotionRewards)
    .set({ status: 'CLAIMED', claimedAt: new Date(), transactionId: grant.transactionId })
    .where(and(eq(promotionRewards.id, r.id), eq(promotionRewards.status, 'ISSUED')))
    .returning({ id: promotionRewards.id });
  if (done.length === 0) throw new AppError('promotion.reward.claimed', 'This reward was claimed already');
  return { rewardId: r.id, amount: r.amount.toString(), transactionId: grant.transactionId };
}

export const rewardView = (r: Reward, language: unknown) => {
  const titles = (r.meta as { titles?: PromotionTexts }).titles;
  return {
    id: r.id,
    source: r.source,
    title: titles ? pickText(titles, language) : '',
    amount: r.amount.toString(),
    turnoverMultiple: r.turnoverMultiple,
    status: r.status,
    issuedAt: r.issuedAt.toISOString(),
    claimedAt: r.claimedAt?.toISOString() ?? null,
  };
};

/** The reward centre: what waits to be claimed first, then the latest claimed. */
export async function rewardsOf(db: Db, merchantId: number, memberId: number, language: unknown) {
  const rows = await db
    .select()
    .from(promotionRewards)
    .where(and(eq(promotionRewards.merchantId, merchantId), eq(promotionRewards.memberId, memberId)))
    .orderBy(sql`${promotionRewards.status} = 'ISSUED' desc`, desc(promotionRewards.id))
    .limit(100);
  return {
    claimable: rows.filter((r) => r.status === 'ISSUED').length,
    list: rows.map((r) => rewardView(r, language)),
  };
}
