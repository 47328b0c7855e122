import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';

/**
 * Which wallet model a transfer-wallet brand runs a vendor in (docs/provider-api.md section 7):
 * SEAMLESS (the platform keeps the player's per-vendor wallet and the vendor debits it) or
 * TRANSFER (the vendor keeps the balance; the platform deposits and withdraws). One row per brand
 * and vendor, whatever categories the vendor appears in; no row means the vendor's default.
 * Single-wallet brands always play seamless.
 */
export const merchantVendorWallets = pgTable(
  'merchant_vendor_wallets',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    vendorCode: text('vendor_code').notNull(),
    walletModel: text('wallet_model', { enum: ['SEAMLESS', 'TRANSFER'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.vendorCode] })],
);

/**
 * One move of a player's money to or from a TRANSFER-model vendor, under our own transaction id.
 * PENDING until the vendor's answer (or its `status`) settles it: DONE, or FAILED with nothing
 * moved. The ledger transactions it caused are named here.
 */
export const vendorTransfers = pgTable(
  'vendor_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Our id, sent to the vendor as `transactionId`: unique across every vendor. */
    transactionId: text('transaction_id').notNull().unique(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    /** IN: main wallet -> vendor (a vendor `deposit`); OUT: vendor -> main (a `withdraw`). */
    direction: text('direction', { enum: ['IN', 'OUT'] }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['PENDING', 'DONE', 'FAILED'] }).notNull(),
    /** Why it failed: the vendor's status (INSUFFICIENT_FUNDS, FAILED, NOT_FOUND...). */
    failure: text('failure'),
    /** IN: the posting main -> custody made before the deposit; OUT: custody -> main after it. */
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    /** IN that failed: the posting that gave the money back. */
    reversalTransactionId: bigint('reversal_transaction_id', { mode: 'number' }),
    /** Calls that ended without a definite answer; the resolve job keeps asking `status`. */
    attempts: integer('attempts').notNull().default(0),
    lastAnswer: jsonb('last_answer').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    check('vendor_transfers_amount_positive', sql`${t.amount} > 0`),
    index('vendor_transfers_member').on(t.merchantId, t.memberId, t.createdAt),
    // The vendors a player ever transferred with, which recall-all and the wallet balance ask
    // (provider/transfer/model.ts): read from the index alone, not from every transfer's row.
    index('vendor_transfers_member_vendor').on(t.merchantId, t.memberId, t.vendorCode),
    // The resolve job reads the pending ones, oldest first.
    index('vendor_transfers_pending').on(t.updatedAt).where(sql`${t.status} = 'PENDING'`),
  ],
);
