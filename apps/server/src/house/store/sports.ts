import { bigint, bigserial, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * The house sportsbook: fixed-odds bets on sports and esports events the house's traders enter.
 * A player's stake is a house_bets row in a house_rounds row of its own (so the provider calls,
 * the betting record and the recovery job treat it like every other house bet); the rows below
 * add what the sportsbook needs: the event, its markets and odds, and which odds a bet took.
 */

export const SPORTS_CATEGORIES = ['SPORTS', 'ESPORTS'] as const;
export const EVENT_STATUSES = ['SCHEDULED', 'LIVE', 'SUSPENDED', 'FINISHED', 'CANCELLED'] as const;
export const MARKET_TYPES = ['1X2', 'HANDICAP', 'OVER_UNDER'] as const;
export const MARKET_STATUSES = ['OPEN', 'SUSPENDED', 'SETTLED', 'VOID'] as const;
export const SELECTION_CODES = ['HOME', 'DRAW', 'AWAY', 'OVER', 'UNDER'] as const;
/** REFUSED: the stake never reached the book (debit refused, rolled back, or too late). */
export const SPORTS_BET_STATUSES = ['OPEN', 'WON', 'LOST', 'PUSH', 'VOID', 'REFUSED'] as const;

export const sportsEvents = pgTable(
  'house_sports_events',
  {
    id: serial('id').primaryKey(),
    category: text('category', { enum: SPORTS_CATEGORIES }).notNull(),
    /** football, basketball, … or an esports title: lol, dota2, cs2, … */
    sport: text('sport').notNull(),
    league: text('league').notNull(),
    home: text('home').notNull(),
    away: text('away').notNull(),
    /** Betting closes here: the book takes pre-match bets only. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: EVENT_STATUSES }).notNull().default('SCHEDULED'),
    /** Goals, points or maps, once the result is entered. */
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The brand whose operators trade it (price, hold, settle, cancel, see its stakes). */
    ownerMerchantId: integer('owner_merchant_id'),
  },
  (t) => [
    index('house_sports_events_list').on(t.category, t.status, t.startsAt),
    index('house_sports_events_owner').on(t.ownerMerchantId, t.startsAt),
  ],
);

export const sportsMarkets = pgTable(
  'house_sports_markets',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id').notNull(),
    type: text('type', { enum: MARKET_TYPES }).notNull(),
    /**
     * HANDICAP: added to the home side's score; OVER_UNDER: the total. In quarters of a goal
     * (-2 = -0.5, 6 = +1.5) so quarter lines could come later; today only whole and half lines.
     */
    lineQ: integer('line_q'),
    status: text('status', { enum: MARKET_STATUSES }).notNull().default('OPEN'),
    minStake: bigint('min_stake', { mode: 'bigint' }).notNull(),
    maxStake: bigint('max_stake', { mode: 'bigint' }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('house_sports_markets_event').on(t.eventId)],
);

export const sportsSelections = pgTable(
  'house_sports_selections',
  {
    id: serial('id').primaryKey(),
    marketId: integer('market_id').notNull(),
    code: text('code', { enum: SELECTION_CODES }).notNull(),
    /** Decimal odds in thousandths: 1850 = 1.850 (stake × 1.850 back, stake included). */
    odds: integer('odds').notNull(),
    /** Goes up by one at every odds change, so a bet slip can tell which price it saw. */
    version: integer('version').notNull().default(1),
    /** Decided with the result: WON, LOST, PUSH (stake back) or VOID. */
    result: text('result', { enum: ['WON', 'LOST', 'PUSH', 'VOID'] }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('house_sports_selections_market_code').on(t.marketId, t.code)],
);

export const sportsBets = pgTable(
  'house_sports_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The house_bets row that moved this bet's money, and its own house_rounds row. */
    houseBetId: bigint('house_bet_id', { mode: 'number' }).notNull().unique(),
    roundId: bigint('round_id', { mode: 'number' }).notNull(),
    sessionId: integer('session_id').notNull(),
    playerId: text('player_id').notNull(),
    mode: text('mode', { enum: ['REAL', 'FREE'] }).notNull(),
    eventId: integer('event_id').notNull(),
    marketId: integer('market_id').notNull(),
    selectionId: integer('selection_id').notNull(),
    /** The odds the bet took (thousandths) and the version of the price they came from. */
    odds: integer('odds').notNull(),
    oddsVersion: integer('odds_version').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** stake × odds / 1000, rounded down to the minor unit: what a win pays, stake included. */
    potentialReturn: bigint('potential_return', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: SPORTS_BET_STATUSES }).notNull().default('OPEN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('house_sports_bets_event').on(t.eventId, t.status),
    index('house_sports_bets_player').on(t.playerId, t.id),
  ],
);
