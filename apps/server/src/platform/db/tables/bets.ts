import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Every bet of every game source (our lottery, each vendor), one row per bet: the betting record,
 * the personal profit and loss and the turnover counted toward wagering requirements all read it.
 * The money of a bet is in the ledger; the row names the transactions that moved it.
 */
export const bets = pgTable(
  'bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    /** LOTTERY for our own lottery, VENDOR for a game vendor (the house vendor included). */
    source: text('source', { enum: ['LOTTERY', 'VENDOR'] }).notNull(),
    /** The navigation category: LIVE, SPORTS, ESPORTS, FISH, RNG, PVP, ELOTT, LOTT. */
    category: text('category').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    roundId: text('round_id').notNull(),
    /** The source's own id of the bet (a vendor's transaction id); unique per vendor. */
    externalId: text('external_id').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** The part of the stake that counts as turnover (a cancelled or pushed bet counts nothing). */
    validStake: bigint('valid_stake', { mode: 'bigint' }).notNull().default(sql`0`),
    /** What the bet paid back, stake included; 0 for a lost bet. */
    payout: bigint('payout', { mode: 'bigint' }).notNull().default(sql`0`),
    status: text('status', { enum: ['OPEN', 'SETTLED', 'CANCELLED'] })
      .notNull()
      .default('OPEN'),
    debitTransactionId: bigint('debit_transaction_id', { mode: 'number' }),
    creditTransactionId: bigint('credit_transaction_id', { mode: 'number' }),
    /** A vendor credited this bet (a zero credit too, which posts nothing): it can no longer be rolled back. */
    credited: boolean('credited').notNull().default(false),
    /** What the player bet on, as the source describes it (numbers, market, selection...). */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    // Unique on the whole server (a vendor's ids are its own; the lottery's carry the player's id).
    // A vendor's credit or rollback names only its own transaction id: the merchant is learnt
    // from the bet, so the lookup cannot lead with merchant_id.
    uniqueIndex('bets_vendor_external').on(t.vendorCode, t.externalId),
    index('bets_member').on(t.merchantId, t.memberId, t.placedAt),
    index('bets_round').on(t.merchantId, t.vendorCode, t.roundId),
    // The winner board reads a merchant's recent settlements.
    index('bets_settled').on(t.merchantId, t.settledAt),
  ],
);

/**
 * Turnover a player must bet before withdrawing, added when a bonus is granted; valid stakes of
 * settled bets work it off, oldest first.
 */
export const wageringRequirements = pgTable(
  'wagering_requirements',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    /** What created it: BONUS (an operator's or a promotion's grant). */
    source: text('source').notNull(),
    reference: text('reference'),
    required: bigint('required', { mode: 'bigint' }).notNull(),
    progressed: bigint('progressed', { mode: 'bigint' }).notNull().default(sql`0`),
    status: text('status', { enum: ['ACTIVE', 'DONE'] })
      .notNull()
      .default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [index('wagering_member').on(t.merchantId, t.memberId, t.status)],
);

/** Each run of the ledger proof, so operators see the last nightly result and its alarms. */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: serial('id').primaryKey(),
    /** Null for the nightly run over every merchant. */
    merchantId: integer('merchant_id'),
    ok: text('ok', { enum: ['OK', 'MISMATCH'] }).notNull(),
    report: jsonb('report').$type<Record<string, unknown>>().notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reconciliation_runs_checked').on(t.checkedAt),
    index('reconciliation_runs_merchant').on(t.merchantId, t.id),
  ],
);
