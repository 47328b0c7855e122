import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * The house vendor's own tables. They sit in the same database for convenience but nothing here
 * refers to a platform table: the house knows players only by the ids the provider API gave it,
 * and it moves money only through that API.
 */

/** A game window's session, opened by trading the launch ticket through the provider API. */
export const houseSessions = pgTable('house_sessions', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  mode: text('mode', { enum: ['REAL', 'FREE'] }).notNull(),
  /** The platform's player id, as `authenticate` answered it. */
  playerId: text('player_id').notNull(),
  /**
   * The player's brand, as `authenticate` answered it: the sportsbook offers a window only its
   * brand's events. Null for a session opened before the platform said it (or by a platform that
   * does not): such a window is offered no event.
   */
  merchantId: integer('merchant_id'),
  nickname: text('nickname').notNull(),
  currency: text('currency').notNull(),
  language: text('language').notNull(),
  gameCode: text('game_code').notNull(),
  /** The platform's vendor session token (REAL mode): what debits and credits present. */
  vendorToken: text('vendor_token'),
  /** FREE mode plays with demo money kept here, never touching the player's wallet. */
  demoBalance: bigint('demo_balance', { mode: 'bigint' }).notNull().default(sql`0`),
  /** The seed of this session's next instant round, committed by its hash before the player bets. */
  nextSeed: text('next_seed').notNull(),
  nextSeedHash: text('next_seed_hash').notNull(),
  clientSeed: text('client_seed').notNull(),
  nonce: integer('nonce').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** One draw: an instant round of one session, or a shared round of a table. */
export const houseRounds = pgTable(
  'house_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameCode: text('game_code').notNull(),
    /** Shared rounds: the table and its round number. */
    tableId: text('table_id'),
    seq: integer('seq'),
    sessionId: integer('session_id'),
    seedHash: text('seed_hash').notNull(),
    /** Kept from the start; shown only once the round is settled. */
    serverSeed: text('server_seed').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    status: text('status', { enum: ['OPEN', 'SETTLED', 'VOID'] }).notNull(),
    outcome: jsonb('outcome').$type<unknown>(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull().defaultNow(),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [unique('house_rounds_table_seq').on(t.tableId, t.seq), index('house_rounds_session').on(t.sessionId, t.id)],
);

/** A player's stake in a round, with the provider transaction ids that moved its money. */
export const houseBets = pgTable(
  'house_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: bigint('round_id', { mode: 'number' }).notNull(),
    sessionId: integer('session_id').notNull(),
    playerId: text('player_id').notNull(),
    mode: text('mode', { enum: ['REAL', 'FREE'] }).notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    bet: jsonb('bet').$type<unknown>().notNull(),
    payout: bigint('payout', { mode: 'bigint' }),
    /** PLACED: debited, not yet paid; SETTLED: credited (even with 0); VOID: refused or rolled back. */
    status: text('status', { enum: ['PENDING', 'PLACED', 'SETTLED', 'VOID'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('house_bets_round').on(t.roundId), index('house_bets_status').on(t.status, t.createdAt)],
);
