import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * The house vendor's own wallet for brands that run it in the TRANSFER model
 * (docs/provider-api.md section 7): the platform deposits into and withdraws from these balances,
 * and the games spend from them. Like the other house tables, nothing here refers to a platform
 * table; players are known by the platform's player id.
 */

/** A player's balance held by the house, per currency (platform player ids are unique). */
export const houseTransferWallets = pgTable(
  'house_transfer_wallets',
  {
    playerId: text('player_id').notNull(),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.currency] }),
    check('house_transfer_wallets_not_negative', sql`${t.balance} >= 0`),
  ],
);

/**
 * Every movement of those balances, by the id of whoever asked: the platform's transfers
 * (DEPOSIT, WITHDRAW, and VOID for an id `status` did not know, so it can never succeed later)
 * and the games' money calls (DEBIT, CREDIT, ROLLBACK). A DEBIT row is also the bet: what it paid,
 * where it stands, and whether the platform's betting record has it yet.
 */
export const houseTransferTxs = pgTable(
  'house_transfer_txs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    origin: text('origin', { enum: ['PLATFORM', 'GAME'] }).notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind', { enum: ['DEPOSIT', 'WITHDRAW', 'VOID', 'DEBIT', 'CREDIT', 'ROLLBACK'] }).notNull(),
    /** Empty for a VOID, or for a rollback of a bet never seen. */
    playerId: text('player_id').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull().default(sql`0`),
    /** FAILED rows (a withdrawal beyond the balance) are kept so a retry gets the same answer. */
    status: text('status', { enum: ['SUCCESS', 'FAILED'] }).notNull(),
    reason: text('reason'),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
    /** CREDIT and ROLLBACK: the DEBIT they belong to. */
    referenceId: text('reference_id'),
    roundId: text('round_id'),
    gameCode: text('game_code'),
    /** DEBIT only: what the bet paid back so far (stake included), and its state. */
    payout: bigint('payout', { mode: 'bigint' }).notNull().default(sql`0`),
    betStatus: text('bet_status', { enum: ['OPEN', 'SETTLED', 'CANCELLED'] }),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** When the platform's betting record took the final bet (or refused it for good). */
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    reportStatus: text('report_status'),
  },
  (t) => [
    unique('house_transfer_txs_origin_id').on(t.origin, t.transactionId),
    index('house_transfer_txs_reference').on(t.referenceId),
    index('house_transfer_txs_round').on(t.playerId, t.roundId),
    // The report job reads final bets the platform has not taken yet.
    index('house_transfer_txs_unreported')
      .on(t.id)
      .where(sql`${t.kind} = 'DEBIT' and ${t.reportedAt} is null and ${t.betStatus} <> 'OPEN'`),
  ],
);

/** Game sessions of TRANSFER-model brands, by the platform's vendor token the session carries. */
export const houseTransferSessions = pgTable('house_transfer_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  playerId: text('player_id').notNull(),
  currency: text('currency').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
