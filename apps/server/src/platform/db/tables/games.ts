import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A vendor's game, shared by every merchant that offers the vendor (the merchant's switch is on
 * `vendors`). Names are per language; `classification` groups live tables in the lobby.
 */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    vendorCode: text('vendor_code').notNull(),
    code: text('code').notNull(),
    category: text('category').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    iconUrl: text('icon_url'),
    defaultPlayType: text('default_play_type'),
    accountTypeName: text('account_type_name'),
    /** False for a vendor lobby entry that opens the vendor's own game list. */
    isGame: boolean('is_game').notNull().default(true),
    /** baccarat, sicbo, roulette, dragontiger, blackjack, slot, fish, bullbull... */
    classification: text('classification'),
    isHot: boolean('is_hot').notNull().default(false),
    /** The documented return to player, as a fraction (0.9650). */
    rtp: numeric('rtp', { precision: 6, scale: 4 }),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('games_vendor_code').on(t.vendorCode, t.code), index('games_category').on(t.category)],
);

export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: integer('member_id').notNull(),
    gameId: integer('game_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] })],
);

export const recentGames = pgTable(
  'recent_games',
  {
    memberId: integer('member_id').notNull(),
    gameId: integer('game_id').notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] }), index('recent_games_member').on(t.memberId, t.playedAt)],
);

/**
 * What a game URL carries instead of the session token: a one-time ticket the vendor trades,
 * through the provider API's authenticate call, for a vendor session of its own.
 */
export const launchTickets = pgTable(
  'launch_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    /** REAL money, or FREE for a trial account's free-play launch. */
    mode: text('mode', { enum: ['REAL', 'FREE'] }).notNull(),
    language: text('language').notNull(),
    /** The portal session that launched the game: its end ends the game's window (end_game_windows.sql). */
    sessionHash: text('session_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('launch_tickets_session').on(t.sessionHash).where(sql`${t.sessionHash} is not null and ${t.usedAt} is null`),
  ],
);

/** A vendor's session for one player, opened by authenticate; bets must carry a live one. */
export const vendorSessions = pgTable(
  'vendor_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    mode: text('mode', { enum: ['REAL', 'FREE'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The portal session the game was launched from (its launch ticket's): ended with it. */
    sessionHash: text('session_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vendor_sessions_member').on(t.memberId),
    index('vendor_sessions_session').on(t.sessionHash).where(sql`${t.sessionHash} is not null`),
  ],
);

/** A vendor round: credits after it closed are refused. */
export const providerRounds = pgTable(
  'provider_rounds',
  {
    vendorCode: text('vendor_code').notNull(),
    roundId: text('round_id').notNull(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    gameCode: text('game_code').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.vendorCode, t.roundId, t.memberId] })],
);

/** A vendor that calls the provider API; its HMAC secret comes from the environment. */
export const providerVendors = pgTable('provider_vendors', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /**
   * SEAMLESS: the vendor debits our wallet; TRANSFER: it keeps its own balance. The default for
   * transfer-wallet brands; `merchant_vendor_wallets` chooses per brand.
   */
  walletModel: text('wallet_model', { enum: ['SEAMLESS', 'TRANSFER'] }).notNull(),
  /** The environment variable holding its secret (never the secret itself). */
  secretEnv: text('secret_env').notNull(),
  /** Where players are sent to play: the vendor's launch URL. */
  launchUrl: text('launch_url').notNull(),
  /**
   * The base of the vendor's transfer-wallet API (docs/provider-api.md section 7), for brands that
   * run it in the TRANSFER model; a path ("/house/transfer/v1") is served by this same server.
   */
  transferUrl: text('transfer_url'),
  enabled: boolean('enabled').notNull().default(true),
});
