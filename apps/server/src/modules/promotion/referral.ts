import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { members, promotionRewards } from '../../platform/db/schema.ts';
import { maskAccount } from './missions.ts';
import { rewardView } from './rewards.ts';
import { parseRules, windowState } from './rules.ts';
import { promotionsOfKind } from './store.ts';

/**
 * Invite friends: the member's own code (registration takes it as `referralCode`), the friends
 * who registered with it (masked, with whether they have deposited), and what they earned.
 */
export async function referralOf(db: Db, merchantId: number, memberId: number, language: unknown, now = new Date()) {
  const [me] = await db.select({ code: members.referralCode }).from(members).where(eq(members.id, memberId));
  const friends = await db
    .select({
      account: members.account,
      joinedAt: members.createdAt,
      deposited: sql<boolean>`exists (select 1 from deposits d where d.member_id = members.id and d.status = 'PAID')`,
    })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.referredBy, memberId)))
    .orderBy(desc(members.id))
    .limit(100);
  const rewards = await db
    .select()
    .from(promotionRewards)
    .where(
      and(
        eq(promotionRewards.merchantId, merchantId),
        eq(promotionRewards.memberId, memberId),
        eq(promotionRewards.source, 'REFERRAL'),
      ),
    )
    .orderBy(desc(promotionRewards.id))
    .limit(100);
  const running = (await promotionsOfKind(db, merchantId, 'REFERRAL')).find((p) => windowState(p, now) === 'JOINABLE');
  return {
    code: me?.code ?? '',
    friends: friends.map((f) => ({
      account: maskAccount(f.account),
      joinedAt: f.joinedAt.toISOString(),
      deposited: Boolean(f.deposited),
    })),
    rewards: rewards.map((r) => rewardView(r, language)),
    earned: rewards.reduce((s, r) => s + r.amount, 0n).toString(),
    perFriend: running ? parseRules('REFERRAL', running.rules).reward.toString() : null,
  };
}
