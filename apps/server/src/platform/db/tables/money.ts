import { OPERATOR_ROLES } from '@mekong/contracts';
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
import { members } from './accounts.ts';

/** A player's payout account; the name on it must be the player's real name. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bank_accounts_number').on(t.merchantId, t.accountNumber)],
);

/** How players of a merchant can pay in: a bank transfer an operator confirms, or a gateway. */
export const paymentChannels = pgTable('payment_channels', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  kind: text('kind', { enum: ['BANK', 'GATEWAY'] }).notNull(),
  name: text('name').notNull(),
  minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
  maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
  /** Fee the player pays, in basis points of the amount. */
  feeBps: integer('fee_bps').notNull().default(0),
  /** The merchant's receiving account, for bank transfers. */
  bankName: text('bank_name'),
  accountNumber: text('account_number'),
  accountName: text('account_name'),
  /** The gateway adapter that serves this channel. */
  gateway: text('gateway'),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    channelId: integer('channel_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull().default(sql`0`),
    status: text('status', { enum: ['PENDING', 'PAID', 'REJECTED'] })
      .notNull()
      .default('PENDING'),
    /** What the player wrote on the bank transfer. */
    reference: text('reference'),
    /** The gateway that reported the payment (its adapter's code), beside the payment's id. */
    gateway: text('gateway'),
    /** The gateway's own id for the payment, unique within the gateway and brand; a callback for it credits once. */
    gatewayTxId: text('gateway_tx_id'),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    reviewedBy: integer('reviewed_by'),
    note: text('note'),
    /** A gateway's payment held for review, not credited: the protection rule that held it (deposit/hold.ts). */
    heldReason: text('held_reason'),
    heldAt: timestamp('held_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('deposits_member').on(t.merchantId, t.memberId, t.createdAt),
    uniqueIndex('deposits_gateway_tx').on(t.merchantId, t.gateway, t.gatewayTxId),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    bankAccountId: integer('bank_account_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['PENDING', 'APPROVED', 'REJECTED'] })
      .notNull()
      .default('PENDING'),
    /** The player's word on the payout. */
    confirmation: text('confirmation', { enum: ['NONE', 'RECEIVED', 'PARTIAL', 'NOT_RECEIVED', 'AUTO_RECEIVED'] })
      .notNull()
      .default('NONE'),
    receivedAmount: bigint('received_amount', { mode: 'bigint' }),
    proofs: jsonb('proofs').$type<string[]>().notNull().default([]),
    reviewedBy: integer('reviewed_by'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** A PARTIAL or NOT_RECEIVED report followed up by an operator: when, by whom, what they found. */
    reportResolvedAt: timestamp('report_resolved_at', { withTimezone: true }),
    reportResolvedBy: integer('report_resolved_by'),
    reportNote: text('report_note'),
  },
  (t) => [
    index('withdrawals_member').on(t.merchantId, t.memberId, t.createdAt),
    index('withdrawals_reported')
      .on(t.merchantId, t.id)
      .where(sql`${t.confirmation} in ('PARTIAL', 'NOT_RECEIVED') and ${t.reportResolvedAt} is null`),
  ],
);

/** People who run a merchant's business: password plus an authenticator code to sign in. */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Null until the operator enrols an authenticator (at first sign-in, or after a reset). */
    totpSecret: text('totp_secret'),
    totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
    /** The 30-second step of the last code accepted: a code of that step or an earlier one is refused. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    role: text('role', { enum: OPERATOR_ROLES }).notNull(),
    status: text('status', { enum: ['ACTIVE', 'DISABLED'] })
      .notNull()
      .default('ACTIVE'),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operators_username').on(t.merchantId, t.username)],
);

export const operatorSessions = pgTable('operator_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  operatorId: integer('operator_id')
    .notNull()
    .references(() => operators.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /** The console's idle limit counts from here; touched at most once a minute. */
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An operator's change to a player's main balance, with its reason: applied at once up to the
 * merchant's threshold, else PENDING until a second operator approves (APPLIED, with the ledger
 * movement) or rejects it (modules/operator/adjustments.ts).
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['PENDING', 'APPLIED', 'REJECTED'] }).notNull(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => operators.id),
    decidedBy: integer('decided_by').references(() => operators.id),
    decisionNote: text('decision_note'),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('balance_adjustments_queue').on(t.merchantId, t.status, t.id),
    index('balance_adjustments_member').on(t.merchantId, t.memberId, t.id),
  ],
);

/**
 * What one operator credited players alone, without a second operator's approval: a balance
 * adjustment applied at once, a manual bonus, a promotion's reward (migration 0062). The brand's
 * adjustment_approval_above bounds their sum over a rolling day (modules/bonus/sole-approval.ts).
 */
export const operatorSoleCredits = pgTable(
  'operator_sole_credits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    memberId: integer('member_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    source: text('source', { enum: ['ADJUSTMENT', 'BONUS', 'PROMOTION'] }).notNull(),
    /** What the credit was: `adjustment:<id>`, the bonus's key, `application:<id>`. */
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_sole_credits_operator').on(t.operatorId, t.createdAt)],
);

/** An authenticator being enrolled: the secret shown as a QR code, until the first code confirms it. */
export const operatorEnrolments = pgTable('operator_enrolments', {
  ticketHash: text('ticket_hash').primaryKey(),
  operatorId: integer('operator_id')
    .notNull()
    .references(() => operators.id),
  secret: text('secret').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
