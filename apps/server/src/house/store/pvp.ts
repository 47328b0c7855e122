import { boolean, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * Seats of the house's player-against-player tables (bull-bull). The hands themselves are
 * house_rounds rows (table_id, seq) and each player's stake in a hand is a house_bets row, so
 * history, verification and the recovery job treat them like every other house round.
 */
export const housePvpSeats = pgTable(
  'house_pvp_seats',
  {
    id: serial('id').primaryKey(),
    tableId: text('table_id').notNull(),
    /** 1..5: also which five cards of the shuffled deck the seat is dealt. */
    seat: integer('seat').notNull(),
    /** The game window that sat down: its vendor token pays for the hands. */
    sessionId: integer('session_id').notNull(),
    playerId: text('player_id').notNull(),
    nickname: text('nickname').notNull(),
    mode: text('mode', { enum: ['REAL', 'FREE'] }).notNull(),
    /** Ready for the next hand: when every seated player is, it starts without the countdown. */
    ready: boolean('ready').notNull().default(false),
    /** Left while in a hand: the seat stays shown (and in that hand) until the hand is settled. */
    leaving: boolean('leaving').notNull().default(false),
    satAt: timestamp('sat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('house_pvp_seats_table_seat').on(t.tableId, t.seat),
    unique('house_pvp_seats_table_player').on(t.tableId, t.playerId),
    index('house_pvp_seats_session').on(t.sessionId),
  ],
);
