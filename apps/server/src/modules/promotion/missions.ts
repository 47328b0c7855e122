import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { members, missions, promotionRewards } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { priorAnswer } from '../../platform/money/command.ts';
import { periodAt } from '../agent/index.ts';
import type { PromoMerchant } from './apply.ts';
import { dayOf, type MemberFigures, memberFigures } from './figures.ts';
import { type ClaimAnswer, claimCommand, claimReward, issueReward } from './rewards.ts';
import { pickText } from './rules.ts';

type Mission = typeof missions.$inferSelect;

const progressOf = (m: Mission, f: MemberFigures) =>
  m.metric === 'VALID_BET' ? f.validBet : m.metric === 'DEPOSIT' ? f.deposits : f.lotteryBets;
const missionKey = (missionId: number, memberId: number, ymd: string) => `mission:${missionId}:${memberId}:${ymd}`;

/** Daily missions with today's progress (merchant time zone) read from real bets and deposits. */
export async function missionsOf(
  db: Db,
  merchant: PromoMerchant,
  memberId: number,
  language: unknown,
  now = new Date(),
) {
  const day = dayOf(now, merchant.timezone);
  const list = await db
    .select()
    .from(missions)
    .where(and(eq(missions.merchantId, merchant.id), eq(missions.enabled, true)))
    .orderBy(asc(missions.sort), asc(missions.id));
  const figures = await memberFigures(db, merchant.id, memberId, day);
  const keys = list.map((m) => missionKey(m.id, memberId, day.ymd));
  const claimed = keys.length
    ? await db
        .select({ key: promotionRewards.sourceKey, status: promotionRewards.status })
        .from(promotionRewards)
        .where(and(eq(promotionRewards.merchantId, merchant.id), inArray(promotionRewards.sourceKey, keys)))
    : [];
  const paid = new Set(claimed.filter((c) => c.status === 'CLAIMED').map((c) => c.key));
  const items = list.map((m) => {
    const progress = progressOf(m, figures);
    const status = paid.has(missionKey(m.id, memberId, day.ymd))
      ? ('CLAIMED' as const)
      : progress >= m.target
        ? ('CLAIMABLE' as const)
        : ('IN_PROGRESS' as const);
    return {
      id: m.id,
      title: pickText(m.titles, language),
      metric: m.metric,
      target: m.target.toString(),
      // biome-ignore lint/complexity/useMathMinMax: Math.min does not take bigints.
      progress: (progress > m.target ? m.target : progress).toString(),
      reward: m.reward.toString(),
      points: m.points,
      status,
    };
  });
  return {
    available: items.filter((i) => i.status === 'CLAIMABLE').length,
    points: await weekPoints(db, merchant, memberId, now),
    list: items,
  };
}

/**
 * Claims today's reward of a completed mission: issued once by its key (member, mission, day),
 * paid once by the reward's grant key, so two claims at once pay once. Under the member's key a
 * resend answers the first claim, looked up before any rule (the day may have turned since).
 */
export async function claimMission(
  db: Db,
  merchant: PromoMerchant,
  memberId: number,
  missionId: number,
  now = new Date(),
  key?: string,
) {
  const cmd = claimCommand(merchant.id, memberId, 'mission', { missionId }, key);
  const first = await priorAnswer<ClaimAnswer>(db, cmd);
  if (first) return first.value;
  const [m] = await db
    .select()
    .from(missions)
    .where(and(eq(missions.id, missionId), eq(missions.merchantId, merchant.id), eq(missions.enabled, true)));
  if (!m) throw new AppError('mission.not.found', 'No such mission');
  const day = dayOf(now, merchant.timezone);
  const progress = progressOf(m, await memberFigures(db, merchant.id, memberId, day));
  if (progress < m.target) throw new AppError('mission.not.complete', 'This mission is not complete yet');
  const { reward } = await issueReward(db, {
    merchantId: merchant.id,
    memberId,
    missionId: m.id,
    source: 'MISSION',
    sourceKey: missionKey(m.id, memberId, day.ymd),
    amount: m.reward,
    turnoverMultiple: m.turnoverMultiple,
    points: m.points,
    titles: m.titles,
  });
  return claimReward(db, merchant, memberId, reward.id, cmd);
}

const weekSpan = (merchant: PromoMerchant, now: Date) => periodAt('WEEKLY', now, merchant.timezone);

async function weekPoints(db: Db, merchant: PromoMerchant, memberId: number, now: Date) {
  const span = weekSpan(merchant, now);
  const [row] = await db
    .select({ points: sql<string>`coalesce(sum(${promotionRewards.points}), 0)::text` })
    .from(promotionRewards)
    .where(
      and(
        eq(promotionRewards.merchantId, merchant.id),
        eq(promotionRewards.memberId, memberId),
        eq(promotionRewards.source, 'MISSION'),
        eq(promotionRewards.status, 'CLAIMED'),
        sql`${promotionRewards.claimedAt} >= ${span.start.toISOString()}::timestamptz`,
      ),
    );
  return Number(row?.points ?? 0);
}

/** Accounts on a public board show their first two and last letters only. */
export const maskAccount = (account: string) =>
  account.length <= 3 ? `${account[0] ?? ''}**` : `${account.slice(0, 2)}***${account.slice(-1)}`;

/** This week's top members by mission points (claimed missions), names masked. */
export async function missionLeaderboard(db: Db, merchant: PromoMerchant, now = new Date(), size = 20) {
  const span = weekSpan(merchant, now);
  const rows = await db
    .select({ account: members.account, points: sql<string>`sum(${promotionRewards.points})::text` })
    .from(promotionRewards)
    .innerJoin(members, eq(members.id, promotionRewards.memberId))
    .where(
      and(
        eq(promotionRewards.merchantId, merchant.id),
        eq(promotionRewards.source, 'MISSION'),
        eq(promotionRewards.status, 'CLAIMED'),
        sql`${promotionRewards.claimedAt} >= ${span.start.toISOString()}::timestamptz`,
        sql`${promotionRewards.claimedAt} < ${span.end.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(members.id, members.account)
    .orderBy(sql`sum(${promotionRewards.points}) desc`, asc(members.id))
    .limit(size);
  return rows.map((r, i) => ({ rank: i + 1, account: maskAccount(r.account), points: Number(r.points) }));
}
