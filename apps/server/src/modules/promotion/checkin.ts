import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { promotionCheckins, promotionRaffleDraws } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { priorAnswer, runMoneyCommand } from '../../platform/money/command.ts';
import { periodAt } from '../agent/index.ts';
import type { PromoMerchant } from './apply.ts';
import { dayOf, memberFigures } from './figures.ts';
import { claimCommand, claimReward, issueReward } from './rewards.ts';
import { checkinReward, pickPrize } from './rules.ts';
import { openPromotion } from './store.ts';

type RaffleAnswer = { prize: string; period: string; rewardId: number | null };
type CheckinAnswer = { day: string; streak: number; amount: string; rewardId: number | null };

/**
 * The daily check-in: once per merchant-time-zone day (the unique day row refuses a second,
 * even at the same instant); a check-in the day after the last one carries the streak on. The
 * day's reward is issued with the row, in one transaction, then paid at once. Under the member's
 * key a resend answers the first check-in, looked up before any rule (the day may have turned or
 * the promotion closed since).
 */
export async function checkIn(
  db: Db,
  merchant: PromoMerchant,
  memberId: number,
  promotionId: number,
  now = new Date(),
  key?: string,
) {
  const cmd = claimCommand(merchant.id, memberId, 'checkin', { promotionId }, key);
  const answer = ({ day, streak, amount }: CheckinAnswer) => ({ day, streak, amount });
  const first = await priorAnswer<CheckinAnswer>(db, cmd);
  if (first) return answer(first.value);
  const promo = await openPromotion(db, merchant.id, promotionId, 'CHECKIN', now);
  const day = dayOf(now, merchant.timezone);
  const done = await runMoneyCommand<CheckinAnswer>(db, cmd, async (tx) => {
    const [last] = await tx
      .select({ streak: promotionCheckins.streak })
      .from(promotionCheckins)
      .where(
        and(
          eq(promotionCheckins.promotionId, promotionId),
          eq(promotionCheckins.memberId, memberId),
          eq(promotionCheckins.day, day.previous),
        ),
      );
    const streak = (last?.streak ?? 0) + 1;
    const [row] = await tx
      .insert(promotionCheckins)
      .values({ promotionId, memberId, day: day.ymd, streak })
      .onConflictDoNothing()
      .returning({ id: promotionCheckins.id });
    if (!row) throw new AppError('promotion.checkin.done', 'You checked in today already');
    const amount = checkinReward(promo.parsed.rewards, streak);
    if (amount <= 0n) return { day: day.ymd, streak, amount: '0', rewardId: null };
    const { reward } = await issueReward(tx, {
      merchantId: merchant.id,
      memberId,
      promotionId,
      source: 'CHECKIN',
      sourceKey: `checkin:${promotionId}:${memberId}:${day.ymd}`,
      amount,
      turnoverMultiple: promo.turnoverMultiple,
      titles: promo.titles,
    });
    return { day: day.ymd, streak, amount: reward.amount.toString(), rewardId: reward.id };
  });
  if (!done.replayed && done.value.rewardId) await claimReward(db, merchant, memberId, done.value.rewardId);
  return answer(done.value);
}

/** The raffle's period key and span: the local day or the local week (from Monday). */
export function rafflePeriod(kind: 'DAY' | 'WEEKLY', now: Date, tz: string) {
  const span = periodAt(kind === 'DAY' ? 'DAY' : 'WEEKLY', now, tz);
  return { ...span, key: `${kind}:${dayOf(span.start, tz).ymd}` };
}

/**
 * MCS2_claimRafflePromotion: a member whose valid bet (or deposits) this period reached the
 * promotion's mark draws one prize from its weighted table with the server's RNG, once per
 * period; the prize is paid at once. Under the member's key a resend answers the first draw.
 */
export async function claimRaffle(
  db: Db,
  merchant: PromoMerchant,
  memberId: number,
  promotionId: number,
  now = new Date(),
  key?: string,
) {
  const cmd = claimCommand(merchant.id, memberId, 'raffle', { promotionId }, key);
  const answer = ({ prize, period }: RaffleAnswer) => ({ prize, period });
  const first = await priorAnswer<RaffleAnswer>(db, cmd);
  if (first) return answer(first.value);
  const promo = await openPromotion(db, merchant.id, promotionId, 'RAFFLE', now);
  const rules = promo.parsed;
  const period = rafflePeriod(rules.period, now, merchant.timezone);
  const figures = await memberFigures(db, merchant.id, memberId, period);
  const progress = rules.metric === 'DEPOSIT' ? figures.deposits : figures.validBet;
  if (progress < rules.need)
    throw new AppError('promotion.not.eligible', 'Not enough turnover for a draw yet', {
      progress: progress.toString(),
      need: rules.need.toString(),
    });
  const total = rules.prizes.reduce((s, p) => s + p.weight, 0);
  const prize = pickPrize(rules.prizes, randomInt(total));
  const done = await runMoneyCommand<RaffleAnswer>(db, cmd, async (tx) => {
    const [row] = await tx
      .insert(promotionRaffleDraws)
      .values({ promotionId, memberId, period: period.key, prize })
      .onConflictDoNothing()
      .returning({ id: promotionRaffleDraws.id });
    if (!row) throw new AppError('promotion.raffle.done', 'You drew this period already');
    const drawn = { prize: prize.toString(), period: period.key, rewardId: null };
    if (prize <= 0n) return drawn;
    const { reward } = await issueReward(tx, {
      merchantId: merchant.id,
      memberId,
      promotionId,
      source: 'RAFFLE',
      sourceKey: `raffle:${promotionId}:${memberId}:${period.key}`,
      amount: prize,
      turnoverMultiple: promo.turnoverMultiple,
      titles: promo.titles,
    });
    return { ...drawn, rewardId: reward.id };
  });
  if (!done.replayed && done.value.rewardId) await claimReward(db, merchant, memberId, done.value.rewardId);
  return answer(done.value);
}
