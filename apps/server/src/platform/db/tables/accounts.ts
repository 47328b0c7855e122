import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { merchants } from './merchants.ts';

/**
 * Everyone who signs in: members, agents (types 1, 2, 41, 42) and free-play trials (type 4).
 * Accounts are stored lower-case, so "Alice" and "alice" are one account.
 */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    account: text('account').notNull(),
    type: integer('type').notNull().default(0),
    nickname: text('nickname').notNull(),
    avatar: text('avatar').notNull().default('/avatars/1.svg'),
    avatarType: text('avatar_type', { enum: ['CUSTOM', 'STATIC'] })
      .notNull()
      .default('STATIC'),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    paymentPasswordHash: text('payment_password_hash'),
    payeeName: text('payee_name'),
    /** Identity checks passed (modules/protection/kyc.ts); VERIFIED locks the real name. */
    kycLevel: text('kyc_level', { enum: ['NONE', 'BASIC', 'VERIFIED'] })
      .notNull()
      .default('NONE'),
    birthDate: date('birth_date', { mode: 'string' }),
    /** The player's own reality-check interval; null: the brand's. */
    realityCheckMinutes: integer('reality_check_minutes'),
    mobile: text('mobile'),
    countryDialingCode: text('country_dialing_code'),
    email: text('email'),
    status: text('status', { enum: ['ACTIVE', 'DISABLED'] })
      .notNull()
      .default('ACTIVE'),
    uplineId: integer('upline_id'),
    /** An agent's own invitation code; new members who use it land in the agent's team. */
    affiliateCode: text('affiliate_code'),
    /** The member's own code for the refer-a-friend programme. */
    referralCode: text('referral_code').notNull(),
    referredBy: integer('referred_by'),
    clubLabel: text('club_label'),
    memberLabels: text('member_labels').array().notNull().default(sql`'{}'::text[]`),
    /** Optional profile fields of the registration form (qqNum, line, whatsapp, ...). */
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
    totpSecret: text('totp_secret'),
    /** The 30-second step of the last authenticator code accepted: a code of that step or an earlier one is refused. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Null until the first successful login: the client then runs its first-login action. */
    firstLoginAt: timestamp('first_login_at', { withTimezone: true }),
    /**
     * When the player confirmed being 18 or older and accepting the terms: at registration, or for
     * an account an agent opened (null until then) at its first sign-in, before anything else. No
     * default: an account opened any other way stays unconfirmed until its player says so.
     */
    adultConfirmedAt: timestamp('adult_confirmed_at', { withTimezone: true }),
    /** Set when an agent or operator sets the password: the member must choose a new one. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    trialExpiresAt: timestamp('trial_expires_at', { withTimezone: true }),
    registerIp: text('register_ip'),
    registerDomain: text('register_domain'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_merchant_account').on(t.merchantId, t.account),
    uniqueIndex('members_merchant_mobile')
      .on(t.merchantId, t.countryDialingCode, t.mobile)
      .where(sql`${t.mobile} is not null`),
    uniqueIndex('members_merchant_email').on(t.merchantId, t.email).where(sql`${t.email} is not null`),
    uniqueIndex('members_merchant_affiliate')
      .on(t.merchantId, t.affiliateCode)
      .where(sql`${t.affiliateCode} is not null`),
    uniqueIndex('members_merchant_referral').on(t.merchantId, t.referralCode),
    // New members of a period (the team overview, reports) without reading every member.
    index('members_created').on(t.merchantId, t.createdAt),
  ],
);

/** Session and remember-me tokens, stored only as SHA-256 hashes. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind', { enum: ['session', 'remember'] }).notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id').notNull(),
    ip: text('ip'),
    deviceId: text('device_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Opened by a one-time code to the phone rather than a password (the forced change skips it). */
    signedInByCode: boolean('signed_in_by_code').notNull().default(false),
    /** Opened during a break: reaches only the withdrawal routes (platform/auth/guard.ts), briefly. */
    withdrawOnly: boolean('withdraw_only').notNull().default(false),
  },
  (t) => [index('sessions_member').on(t.memberId)],
);

/** IPs a member has signed in from; a login from any other asks for a second proof. */
export const memberLoginIps = pgTable(
  'member_login_ips',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.ip] })],
);

/**
 * Every attempt counter (login tries, code sends, payment-password tries, captcha issues): one
 * row per scope, subject (the account, phone, member...) and source (the requester's network, or
 * '' for all of them), bumped by one atomic upsert before the attempt is judged, so N
 * simultaneous tries count N in every server process (decision 0004).
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    merchantId: integer('merchant_id').notNull(),
    scope: text('scope').notNull(),
    subject: text('subject').notNull(),
    source: text('source').notNull().default(''),
    count: integer('count').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.scope, t.subject, t.source] })],
);

/** One-time codes sent by SMS or email; only their hash is kept. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    purpose: text('purpose', { enum: ['register', 'login', 'reset', 'new_ip'] }).notNull(),
    channel: text('channel', { enum: ['SMS', 'EMAIL'] }).notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_target').on(t.merchantId, t.target, t.createdAt)],
);

/** What the built-in SMS and email provider "sent": read by the demo and the tests, never in production. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    channel: text('channel', { enum: ['SMS', 'EMAIL'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_recipient').on(t.merchantId, t.recipient)],
);

/** Image captchas and slider puzzles waiting for an answer; single use. */
export const challenges = pgTable(
  'challenges',
  {
    id: text('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    kind: text('kind', { enum: ['captcha', 'slider'] }).notNull(),
    clientKey: text('client_key').notNull(),
    answer: text('answer').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('challenges_client').on(t.merchantId, t.kind, t.clientKey, t.createdAt)],
);

/** A login from a new IP, parked until the member proves it is them. */
export const loginChallenges = pgTable('login_challenges', {
  id: text('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  ip: text('ip').notNull(),
  deviceId: text('device_id'),
  rememberMe: boolean('remember_me').notNull().default(false),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Keys the server generates once and every process shares (the sealed-body key pair). */
export const serverKeys = pgTable('server_keys', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Staff notes on a player, shown on the back office's player page. */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    operatorId: integer('operator_id').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_notes_member').on(t.merchantId, t.memberId, t.id)],
);

/**
 * A player's deposit, loss or wager limit per day, week or month of the brand's time zone
 * (modules/protection/limits.ts), checked by the money kernel's policy hooks
 * (sql/functions/limit_check.sql). An increase or a removal waits (pending_*) until confirmed.
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** SESSION: a daily session-time limit, its amount in minutes. */
    kind: text('kind', { enum: ['DEPOSIT', 'LOSS', 'WAGER', 'SESSION'] }).notNull(),
    period: text('period', { enum: ['DAY', 'WEEK', 'MONTH'] }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    pending: boolean('pending').notNull().default(false),
    pendingAmount: bigint('pending_amount', { mode: 'bigint' }),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'player_limits_pk', columns: [t.merchantId, t.memberId, t.kind, t.period] })],
);

/** A break a player took from play (modules/protection/breaks.ts); `endsAt` null: permanent. */
export const playerBreaks = pgTable(
  'player_breaks',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['TIMEOUT', 'EXCLUSION'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** An ended self-exclusion: when the player may sign in again, 24 hours after asking to come back. */
    comeBackFrom: timestamp('come_back_from', { withTimezone: true }),
    /** A self-exclusion extended from another brand of the server: the break it copies. */
    sourceBreakId: integer('source_break_id'),
    /** When the job found nothing of the break's refunds and recalls left (break-follow-up.ts). */
    followedUpAt: timestamp('followed_up_at', { withTimezone: true }),
    followUpAttempts: integer('follow_up_attempts').notNull().default(0),
    followUpNextAt: timestamp('follow_up_next_at', { withTimezone: true }),
  },
  (t) => [
    index('player_breaks_member').on(t.merchantId, t.memberId, t.id),
    index('player_breaks_follow_up').on(t.id).where(sql`${t.followedUpAt} is null`),
  ],
);

/** A document a player sent for identity checks; the file is served only to operators. */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['ID_FRONT', 'ID_BACK', 'SELFIE', 'ADDRESS'] }).notNull(),
    /** `kyc-documents/<random>.<png|jpg|pdf>` under the data folder's uploads. */
    file: text('file').notNull(),
    status: text('status', { enum: ['PENDING', 'APPROVED', 'REJECTED'] })
      .notNull()
      .default('PENDING'),
    reason: text('reason'),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kyc_documents_member').on(t.merchantId, t.memberId, t.id),
    index('kyc_documents_queue').on(t.merchantId, t.status, t.id),
  ],
);
