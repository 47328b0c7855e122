import type { PromotionTexts } from '@mekong/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { promotionRewards } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { hashInput, type MoneyCommand, priorAnswer } from '../../platform/money/command.ts';
import { rowsOf, type Tx } from '../../platform/money/ledger.ts';
import { grantBonus } from '../bonus/index.ts';
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

/** A member's claim, check-in or draw as a keyed command: its key is the member's own. */
export const claimCommand = (
  merchantId: number,
  memberId: number,
  what: 'reward' | 'mission' | 'checkin' | 'raffle',
  input: Record<string, number>,
  key: string | undefined,
): MoneyCommand => ({
  merchantId,
  scope: `promotion-claim:${memberId}`,
  key,
  input: { what, ...input },
  actor: { type: 'member', id: String(memberId) },
  action: `promotion.${what}`,
});

/**
 * Stores a keyed claim's answer in the claim's transaction through the kernel's
 * store_key_answer() (sql/functions/store_key_answer.sql); a key taken by another claim is refused.
 */
export async function rememberAnswer(tx: Tx | Db, cmd: MoneyCommand, value: unknown) {
  if (!cmd.key) return;
  const [row] = rowsOf<{ stored: boolean }>(
    await tx.execute(sql`select store_key_answer(p_merchant => ${cmd.merchantId}::int, p_scope => ${cmd.scope}::text,
      p_key => ${cmd.key}::text, p_request_hash => ${hashInput(cmd.input)}::text,
      p_response => ${JSON.stringify(value)}::jsonb) as stored`),
  );
  if (!row?.stored) throw new AppError('idempotency.key.reused', 'This key was used for a different request');
}

export type ClaimAnswer = { rewardId: number; amount: string; transactionId: number };

/**
 * Pays an issued reward. The grant is keyed by the reward, so however many claims race (or a
 * claim is retried after a crash), the money moves once, and the reward turns CLAIMED in the
 * grant's own transaction. A claim under the member's key is looked up before any rule, so its
 * resend answers the first claim; a claim without one that finds the reward paid is refused with
 * `promotion.reward.claimed`.
 */
export async function claimReward(
  db: Db,
  merchant: Merchant,
  memberId: number,
  rewardId: number,
  cmd: MoneyCommand = claimCommand(merchant.id, memberId, 'reward', { rewardId }, undefined),
): Promise<ClaimAnswer> {
  const first = await priorAnswer<ClaimAnswer>(db, cmd);
  if (first) return first.value;
  // A send under the same key that won a moment ago has stored its answer by now.
  const claimed = async () => {
    const won = await priorAnswer<ClaimAnswer>(db, cmd);
    if (won) return won.value;
    throw new AppError('promotion.reward.claimed', 'This reward was claimed already');
  };
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
  if (r.status === 'CLAIMED') return claimed();
  const answer = (transactionId: number) => ({ rewardId: r.id, amount: r.amount.toString(), transactionId });
  const markPaid = (tx: Tx | Db, transactionId: number) =>
    tx
      .update(promotionRewards)
      .set({ status: 'CLAIMED', claimedAt: new Date(), transactionId })
      .where(and(eq(promotionRewards.id, r.id), eq(promotionRewards.status, 'ISSUED')))
      .returning({ id: promotionRewards.id });
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
    async (tx, transactionId) => {
      if ((await markPaid(tx, transactionId)).length === 0)
        throw new AppError('promotion.reward.claimed', 'This reward was claimed already');
      await rememberAnswer(tx, cmd, answer(transactionId));
    },
  );
  if (grant.replayed) {
    // Paid by a claim racing this one, or by one that stopped before recording it (older servers).
    if ((await markPaid(db, grant.transactionId)).length === 0) return claimed();
    await rememberAnswer(db, cmd, answer(grant.transactionId));
  }
  return answer(grant.transactionId);
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
