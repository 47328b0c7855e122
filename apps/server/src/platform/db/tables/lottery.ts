import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * A lottery game of a merchant: an e-lottery (family SSC, 11X5, PK10, K3, LHC, LF, drawn every
 * `speed_minutes`) or a Vietnamese station (family VN, drawn on its weekdays). Limits are per game.
 */
export const lotteryGames = pgTable(
  'lottery_games',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    code: text('code').notNull(),
    family: text('family').notNull(),
    /** NORTH, CENTRAL or SOUTH for the Vietnamese lottery. */
    region: text('region'),
    station: text('station'),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    /** The menu group (SSC, 11X5, ..., VN_NORTH) and its tag (elott, vietnam_northern, ...). */
    groupCode: text('group_code').notNull(),
    tag: text('tag').notNull(),
    prizeModes: text('prize_modes').array().notNull(),
    speedMinutes: integer('speed_minutes'),
    /** Betting stops this long before the draw. */
    closeSeconds: integer('close_seconds').notNull(),
    /** The spec's numbering: Monday 2 ... Saturday 7, Sunday 1. */
    drawDayOfWeek: text('draw_day_of_week').notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    maxStakePerBet: bigint('max_stake_per_bet', { mode: 'bigint' }).notNull(),
    maxStakePerPlayerDraw: bigint('max_stake_per_player_draw', { mode: 'bigint' }).notNull(),
    maxPayoutPerNumber: bigint('max_payout_per_number', { mode: 'bigint' }).notNull(),
    /** Raised on every odds change; a slip built on an older version is refused. */
    oddsVersion: integer('odds_version').notNull().default(1),
  },
  (t) => [unique('lottery_games_code').on(t.merchantId, t.code)],
);

/** Price and pay per point of a play type, per game and prize mode: data an operator changes. */
export const lotteryOdds = pgTable(
  'lottery_odds',
  {
    gameId: integer('game_id').notNull(),
    prizeMode: text('prize_mode').notNull(),
    playType: text('play_type').notNull(),
    pricePerPoint: bigint('price_per_point', { mode: 'bigint' }).notNull(),
    /** A number of minor units (as a string), or one per pick class. */
    pay: jsonb('pay').$type<string | Record<string, string>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.prizeMode, t.playType] })],
);

export const DRAW_STATUSES = ['OPEN', 'CLOSED', 'DRAWN', 'SETTLED', 'CANCELLED'] as const;

/**
 * One draw (an issue) of a game. E-lottery draws commit to `seed_hash` when created and reveal
 * the seed once drawn; Vietnamese results come from the results feed (or two operators).
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    gameId: integer('game_id').notNull(),
    issueNo: text('issue_no').notNull(),
    status: text('status', { enum: DRAW_STATUSES }).notNull().default('OPEN'),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    seedHash: text('seed_hash'),
    serverSeed: text('server_seed'),
    /** The drawn numbers in order (VN: every number, special first). */
    result: jsonb('result').$type<string[]>(),
    /** VN only: the numbers per prize. */
    prizes: jsonb('prizes').$type<Record<string, string[]>>(),
    /** RNG, OPERATORS (two agreed), FEED, DEMO (seeded history). */
    resultSource: text('result_source'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    betCount: integer('bet_count').notNull().default(0),
    stakeTotal: bigint('stake_total', { mode: 'bigint' }).notNull().default(sql`0`),
    payoutTotal: bigint('payout_total', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    unique('lottery_draws_issue').on(t.gameId, t.issueNo),
    index('lottery_draws_due').on(t.status, t.drawAt),
    index('lottery_draws_game').on(t.gameId, t.drawAt),
  ],
);

/** A result as one operator entered it; two different operators entering the same one approve it. */
export const lotteryResultEntries = pgTable(
  'lottery_result_entries',
  {
    id: serial('id').primaryKey(),
    drawId: bigint('draw_id', { mode: 'number' }).notNull(),
    operatorId: integer('operator_id').notNull(),
    prizes: jsonb('prizes').$type<Record<string, string[]>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('lottery_result_entries_operator').on(t.drawId, t.operatorId)],
);

/** What the house could pay on one number (or group) of a draw if it came out: the risk limit's ledger. */
export const lotteryExposure = pgTable(
  'lottery_exposure',
  {
    drawId: bigint('draw_id', { mode: 'number' }).notNull(),
    key: text('key').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.key] })],
);

/** What a player has staked on a draw, held against the per-player limit. */
export const lotteryPlayerStakes = pgTable(
  'lottery_player_stakes',
  {
    drawId: bigint('draw_id', { mode: 'number' }).notNull(),
    memberId: integer('member_id').notNull(),
    staked: bigint('staked', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.memberId] })],
);
