import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

type Texts = { KM: string; EN: string; CN: string };

/** A merchant's promotion: texts per language, a schedule window, and rules by kind. */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    category: text('category').notNull(),
    kind: text('kind', { enum: ['APPLY', 'FIRST_DEPOSIT', 'CHECKIN', 'REBATE', 'RAFFLE', 'REFERRAL'] }).notNull(),
    titles: jsonb('titles').$type<Texts>().notNull(),
    /** Sanitized HTML per language. */
    bodies: jsonb('bodies').$type<Texts>().notNull(),
    image: text('image').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The kind's own settings (percent and cap, streak table, prize table...): see modules/promotion/rules.ts. */
    rules: jsonb('rules').$type<Record<string, unknown>>().notNull().default({}),
    /** The turnover a reward of this promotion adds, as a multiple of the reward. */
    turnoverMultiple: integer('turnover_multiple').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('promotions_merchant').on(t.merchantId, t.startsAt)],
);

/** A member's application to an APPLY promotion; one per member and promotion. */
export const promotionApplications = pgTable(
  'promotion_applications',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    promotionId: integer('promotion_id').notNull(),
    memberId: integer('member_id').notNull(),
    /** Plain text, shown as text. */
    remark: text('remark').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    status: text('status', { enum: ['APPLYING', 'APPROVED', 'REJECTED'] })
      .notNull()
      .default('APPLYING'),
    reason: text('reason'),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('promotion_applications_once').on(t.promotionId, t.memberId),
    index('promotion_applications_status').on(t.merchantId, t.status),
  ],
);

/** Members who joined a promotion that then runs by itself (the first-deposit bonus). */
export const promotionSignups = pgTable(
  'promotion_signups',
  {
    promotionId: integer('promotion_id').notNull(),
    memberId: integer('member_id').notNull(),
    merchantId: integer('merchant_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('promotion_signups_once').on(t.promotionId, t.memberId)],
);

/** One row per check-in; the unique day makes a second check-in the same local day impossible. */
export const promotionCheckins = pgTable(
  'promotion_checkins',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id').notNull(),
    memberId: integer('member_id').notNull(),
    /** The merchant-time-zone day, yyyymmdd. */
    day: text('day').notNull(),
    streak: integer('streak').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('promotion_checkins_day').on(t.promotionId, t.memberId, t.day)],
);

/** A raffle draw; the unique period makes it once per member per period. */
export const promotionRaffleDraws = pgTable(
  'promotion_raffle_draws',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id').notNull(),
    memberId: integer('member_id').notNull(),
    period: text('period').notNull(),
    prize: bigint('prize', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('promotion_raffle_once').on(t.promotionId, t.memberId, t.period)],
);

/**
 * Every reward a member earned (approved application, first deposit, rebate, check-in, raffle,
 * referral, mission). `source_key` names what earned it, unique per merchant, so each is issued
 * once; claiming pays it through grantBonus keyed by the reward, so it is paid once.
 */
export const promotionRewards = pgTable(
  'promotion_rewards',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    promotionId: integer('promotion_id'),
    missionId: integer('mission_id'),
    source: text('source', {
      enum: ['APPLICATION', 'FIRST_DEPOSIT', 'CHECKIN', 'REBATE', 'RAFFLE', 'REFERRAL', 'MISSION'],
    }).notNull(),
    sourceKey: text('source_key').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    turnoverMultiple: integer('turnover_multiple').notNull(),
    /** Mission points the reward carries, for the leaderboard. */
    points: integer('points').notNull().default(0),
    status: text('status', { enum: ['ISSUED', 'CLAIMED'] })
      .notNull()
      .default('ISSUED'),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    unique('promotion_rewards_source').on(t.merchantId, t.sourceKey),
    index('promotion_rewards_member').on(t.merchantId, t.memberId, t.status),
  ],
);

/** A merchant's daily missions; progress is read from bets and deposits of the local day. */
export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    titles: jsonb('titles').$type<Texts>().notNull(),
    metric: text('metric', { enum: ['VALID_BET', 'DEPOSIT', 'LOTTERY_BETS'] }).notNull(),
    /** Minor units for amounts, a count for LOTTERY_BETS. */
    target: bigint('target', { mode: 'bigint' }).notNull(),
    reward: bigint('reward', { mode: 'bigint' }).notNull(),
    turnoverMultiple: integer('turnover_multiple').notNull().default(1),
    points: integer('points').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('missions_merchant').on(t.merchantId)],
);
