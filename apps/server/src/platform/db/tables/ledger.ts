import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { members } from './accounts.ts';

/**
 * An account of the double-entry ledger. `balance` is the running sum of its postings, kept in
 * the same transaction as each posting; the CHECK makes the database itself refuse to take a
 * player below zero, whatever the interleaving of requests or the number of processes.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    /** Null for the merchant's house accounts. */
    memberId: integer('member_id').references(() => members.id),
    /** main, vendor, bonus, locked for players; house purposes otherwise. */
    kind: text('kind').notNull(),
    /** The vendor of a transfer-wallet sub-account; '' for every other account. */
    vendorCode: text('vendor_code').notNull().default(''),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_owner').on(t.merchantId, t.memberId, t.kind, t.vendorCode).nullsNotDistinct(),
    check('ledger_accounts_not_negative', sql`${t.allowNegative} or ${t.balance} >= 0`),
  ],
);

/** One money movement; its postings sum to zero per currency. Never updated, never deleted. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    type: text('type').notNull(),
    memberId: integer('member_id'),
    /** The outside id this movement answers to (a vendor's or gateway's transaction id). */
    reference: text('reference'),
    /** Set on a correction: the transaction it reverses. */
    reverses: bigint('reverses', { mode: 'number' }),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_transactions_member').on(t.merchantId, t.memberId, t.createdAt),
    // The transfers a member received from another, which count against their deposit limits.
    index('ledger_transactions_member_to')
      .on(t.merchantId, sql`(${t.meta}->>'to')`, t.createdAt)
      .where(sql`${t.type} in ('AGENT_TRANSFER', 'TRANSFER_UPLINE')`),
  ],
);

/**
 * One leg of a transaction. Its transaction and account are not foreign keys: ledger_post(), the
 * only writer, inserts the transaction and updates each account (refusing an unknown one) before
 * the leg, and no ledger row is ever deleted (sql/functions/ledger_append_only.sql). The two
 * checks per leg cost a vendor call or a wallet transfer a tenth of its database work.
 */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    index('ledger_postings_account').on(t.accountId, t.id),
    index('ledger_postings_transaction').on(t.transactionId),
  ],
);

/** The first answer of every money command, by its idempotency key. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    merchantId: integer('merchant_id').notNull(),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.scope, t.key] })],
);

/** Who did what to money or to an account; written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    actorType: text('actor_type', { enum: ['member', 'operator', 'system', 'vendor', 'gateway'] }).notNull(),
    actorId: text('actor_id').notNull(),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    /** Operators' lines only: the link of the merchant's chain (sql/functions/write_audit.sql). */
    chainHash: text('chain_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_merchant').on(t.merchantId, t.createdAt),
    index('audit_log_merchant_id').on(t.merchantId, t.id),
    index('audit_log_chain').on(t.merchantId, t.id).where(sql`${t.chainHash} is not null`),
  ],
);
