import { z } from 'zod';
import { minorAmount } from './money.ts';

/**
 * Promotions, rewards, referral and missions: the shapes the server
 * answers and the web reads. Amounts are strings of minor units, as everywhere.
 */

/** APPLY is reviewed by an operator; the others run by themselves. */
export const PROMOTION_KINDS = ['APPLY', 'FIRST_DEPOSIT', 'CHECKIN', 'REBATE', 'RAFFLE', 'REFERRAL'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** The hall's tabs, besides "all". */
export const PROMOTION_CATEGORIES = ['NEW', 'DAILY', 'CASINO', 'SPORTS', 'LOTTERY', 'VIP'] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/** An activity's states, as the server computes them for the caller. */
export const PROMOTION_STATES = [
  'JOINABLE',
  'SIGNED_UP',
  'COMING_SOON',
  'CLOSED',
  'APPLYING',
  'REJECTED',
  'ISSUED',
  'CLAIMED',
  'IN_PROGRESS',
] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

/** An activity remark is at most 140 characters. */
export const REMARK_MAX = 140;

/** The stable codes of this area and their HTTP statuses (joined into ERROR_STATUS). */
export const PROMOTION_ERROR_STATUS = {
  'promotion.not.found': 404,
  'promotion.not.open': 409,
  'promotion.not.eligible': 409,
  'promotion.already.applied': 409,
  'promotion.already.joined': 409,
  'promotion.application.decided': 409,
  'promotion.checkin.done': 409,
  'promotion.raffle.done': 409,
  'promotion.reward.not.found': 404,
  'promotion.reward.claimed': 409,
  'mission.not.found': 404,
  'mission.not.complete': 409,
} as const;

const texts = z.object({ KM: z.string(), EN: z.string(), CN: z.string() });
export type PromotionTexts = z.infer<typeof texts>;

export const promotionSummary = z.object({
  id: z.number(),
  category: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  title: z.string(),
  image: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  state: z.enum(PROMOTION_STATES),
});
export type PromotionSummary = z.infer<typeof promotionSummary>;

export const promotionList = z.object({ categories: z.array(z.string()), list: z.array(promotionSummary) });
export type PromotionList = z.infer<typeof promotionList>;

/** What the detail page shows beside the body: the member's own part in the promotion. */
export const promotionDetail = promotionSummary.extend({
  /** Server HTML; the web sanitizes it again before rendering. */
  body: z.string(),
  turnoverMultiple: z.number(),
  rules: z.record(z.string(), z.unknown()),
  application: z
    .object({
      remark: z.string(),
      images: z.number(),
      status: z.string(),
      reason: z.string().nullable(),
      createdAt: z.string(),
    })
    .nullable(),
  reward: z.object({ id: z.number(), amount: z.string(), status: z.string() }).nullable(),
  checkin: z.object({ checkedToday: z.boolean(), streak: z.number(), days: z.number() }).nullable(),
  raffle: z
    .object({
      progress: z.string(),
      need: z.string(),
      drawn: z.boolean(),
      prize: z.string().nullable(),
      prizes: z.array(z.string()),
    })
    .nullable(),
});
export type PromotionDetail = z.infer<typeof promotionDetail>;

export const applyRequest = z.object({
  /** Stored and shown as text, never as HTML. */
  remark: z.string().max(REMARK_MAX),
  /** png or jpg, base64; the server checks the bytes (5 MB each, at most 3). */
  images: z.array(z.string().max(7_000_000)).max(3).default([]),
});

export const rewardItem = z.object({
  id: z.number(),
  source: z.string(),
  title: z.string(),
  amount: z.string(),
  turnoverMultiple: z.number(),
  status: z.enum(['ISSUED', 'CLAIMED']),
  issuedAt: z.string(),
  claimedAt: z.string().nullable(),
});
export type RewardItem = z.infer<typeof rewardItem>;
export const rewardList = z.object({ claimable: z.number(), list: z.array(rewardItem) });
export type RewardList = z.infer<typeof rewardList>;

/**
 * The body of a claim, a check-in or a draw: an optional key, under which a resend answers the
 * first send (even after the promotion closed or the day turned) instead of a refusal.
 */
export const claimRequest = z.object({ idempotencyKey: z.string().min(8).max(64).optional() });

export const claimResult = z.object({ rewardId: z.number(), amount: z.string(), transactionId: z.number() });
export type ClaimResult = z.infer<typeof claimResult>;

export const bonusHistory = z.object({
  total: z.string(),
  count: z.number(),
  list: z.array(z.object({ id: z.number(), amount: z.string(), reason: z.string(), createdAt: z.string() })),
});
export type BonusHistory = z.infer<typeof bonusHistory>;

export const referralInfo = z.object({
  code: z.string(),
  friends: z.array(z.object({ account: z.string(), joinedAt: z.string(), deposited: z.boolean() })),
  rewards: z.array(rewardItem),
  earned: z.string(),
  /** What a friend's first deposit pays, when the merchant runs a referral promotion. */
  perFriend: z.string().nullable(),
});
export type ReferralInfo = z.infer<typeof referralInfo>;

export const MISSION_METRICS = ['VALID_BET', 'DEPOSIT', 'LOTTERY_BETS'] as const;
export const missionItem = z.object({
  id: z.number(),
  title: z.string(),
  metric: z.enum(MISSION_METRICS),
  target: z.string(),
  progress: z.string(),
  reward: z.string(),
  points: z.number(),
  status: z.enum(['IN_PROGRESS', 'CLAIMABLE', 'CLAIMED']),
});
export type MissionItem = z.infer<typeof missionItem>;
export const missionList = z.object({ available: z.number(), points: z.number(), list: z.array(missionItem) });
export type MissionList = z.infer<typeof missionList>;
export const leaderboard = z.array(z.object({ rank: z.number(), account: z.string(), points: z.number() }));
export type Leaderboard = z.infer<typeof leaderboard>;

/** The operator's verdict on an application. */
export const approveRequest = z.object({ amount: minorAmount, note: z.string().max(200).optional() });
export const rejectRequest = z.object({ reason: z.string().min(1).max(200) });

export const newPromotionRequest = z.object({
  category: z.enum(PROMOTION_CATEGORIES),
  kind: z.enum(PROMOTION_KINDS),
  titles: texts,
  bodies: texts,
  image: z.string().max(300),
  startsAt: z.coerce.date(),
  endsAt: z.coerce.date(),
  rules: z.record(z.string(), z.unknown()).default({}),
  turnoverMultiple: z.number().int().min(0).max(100),
  sort: z.number().int().default(0),
});

/** POST /wps/operator/missions; PATCH /wps/operator/missions/:id takes any part of it. */
export const missionRequest = z.object({
  titles: texts,
  metric: z.enum(MISSION_METRICS),
  /** Minor units for VALID_BET and DEPOSIT, a count of bets for LOTTERY_BETS (bets their draw has settled). */
  target: minorAmount,
  reward: minorAmount,
  turnoverMultiple: z.number().int().min(0).max(100).default(1),
  points: z.number().int().min(0).max(1_000_000).default(0),
  sort: z.number().int().default(0),
  enabled: z.boolean().default(true),
});
export const missionUpdate = missionRequest.partial();
export const operatorMission = z.object({
  id: z.number(),
  titles: texts,
  metric: z.enum(MISSION_METRICS),
  target: z.string(),
  reward: z.string(),
  turnoverMultiple: z.number(),
  points: z.number(),
  sort: z.number(),
  enabled: z.boolean(),
});
