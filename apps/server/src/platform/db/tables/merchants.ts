import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A brand running its own site on the platform (white-label). */
export const merchants = pgTable(
  'merchants',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    currencySymbol: text('currency_symbol').notNull(),
    timezone: text('timezone').notNull(),
    defaultLanguage: text('default_language').notNull().default('KM'),
    languages: text('languages').array().notNull(),
    logoUrl: text('logo_url').notNull(),
    themePrimary: text('theme_primary').notNull(),
    themeAccent: text('theme_accent').notNull(),
    maintenance: boolean('maintenance').notNull().default(false),
    maintenanceMessage: text('maintenance_message'),
    /** off: no restriction; allow: only listed countries; block: every country but the listed. */
    regionMode: text('region_mode', { enum: ['off', 'allow', 'block'] })
      .notNull()
      .default('off'),
    regionCountries: text('region_countries').array().notNull().default(sql`'{}'::text[]`),
    imageCdns: text('image_cdns').array().notNull().default(sql`'{}'::text[]`),
    launchGameCdns: text('launch_game_cdns').array().notNull().default(sql`'{}'::text[]`),
    minimumAge: integer('minimum_age').notNull().default(18),
    /** Per-field overrides of the default registration rules. */
    registerRules: jsonb('register_rules').$type<Record<string, unknown>>().notNull().default({}),
    /** The password agents give new downlines; a member still using it must change it. */
    defaultPassword: text('default_password').notNull().default('abc123456'),
    /** With PWDEXPFORCECHANGE3 on, a password older than this must be changed. */
    passwordExpiryDays: integer('password_expiry_days').notNull().default(90),
    /** single: vendors debit the main wallet; transfer: each vendor has its own wallet. */
    walletMode: text('wallet_mode', { enum: ['single', 'transfer'] })
      .notNull()
      .default('single'),
    /** Withdrawal rules: per request, per day, and minutes after which a payout counts as received. */
    withdrawMin: bigint('withdraw_min', { mode: 'bigint' }).notNull().default(sql`1000`),
    withdrawMax: bigint('withdraw_max', { mode: 'bigint' }).notNull().default(sql`5000000`),
    withdrawDailyMax: bigint('withdraw_daily_max', { mode: 'bigint' }).notNull().default(sql`20000000`),
    withdrawDailyCount: integer('withdraw_daily_count').notNull().default(5),
    withdrawAutoConfirmMinutes: integer('withdraw_auto_confirm_minutes').notNull().default(1440),
    /** What one agent-to-downline transfer may move (minor units). */
    agentTransferMin: bigint('agent_transfer_min', { mode: 'bigint' }).notNull().default(sql`100`),
    agentTransferMax: bigint('agent_transfer_max', { mode: 'bigint' }).notNull().default(sql`10000000`),
    /** An operator's balance adjustment above this (minor units, either sign) waits for a second operator. */
    adjustmentApprovalAbove: bigint('adjustment_approval_above', { mode: 'bigint' }).notNull().default(sql`100000`),
    /** A player's higher limit, or a removed one, waits this long before the player may confirm it. */
    limitCoolingOffHours: integer('limit_cooling_off_hours').notNull().default(24),
    /** The identity-check level a player needs to withdraw. */
    kycWithdrawLevel: text('kyc_withdraw_level', { enum: ['NONE', 'BASIC', 'VERIFIED'] })
      .notNull()
      .default('NONE'),
    /** How often a playing player is shown their session's time, stakes and result, unless they chose. */
    realityCheckMinutes: integer('reality_check_minutes').notNull().default(60),
    /** A self-exclusion taken here also excludes the same person (phone, e-mail or ID number) on every brand. */
    exclusionAcrossBrands: boolean('exclusion_across_brands').notNull().default(false),
    /** Whether the player site shows the time since sign-in in its header. */
    showSessionClock: boolean('show_session_clock').notNull().default(false),
    /** Once a player's deposits would pass this total (minor units; null: never), they need `kycDepositLevel`. */
    kycDepositTotal: bigint('kyc_deposit_total', { mode: 'bigint' }),
    kycDepositLevel: text('kyc_deposit_level', { enum: ['BASIC', 'VERIFIED'] })
      .notNull()
      .default('VERIFIED'),
    /**
     * The best rate (basis points) an agent at the top of the tree may offer a downline, per contract
     * kind (contract-rules.ts ownTermsBelowUpline). Defaults a brand starts from, lowered or raised
     * in its settings:
     * - dividend 50% of the team's net loss: the house keeps at least half of what the team loses,
     *   from which it pays its game vendors' fees; the tests' top agents offer 10% to 30%;
     * - daily salary 3% of the team's valid bet: a salary is paid on stakes, not on the house's win,
     *   so it must stay under the house's margin on what the team plays (lottery and slots well
     *   over 3%, live tables near 1.2%: a brand whose players keep to live tables lowers it). The
     *   demo's agent01 pays 1.5%, and the highest offer a test's top agent makes is 3%;
     * - hourly and real-time salary 1%: paid on the same valid bet on top of any daily salary, as a
     *   smaller incentive; the tests' top agents offer 0.1%.
     */
    topAgentDividendCeiling: integer('top_agent_dividend_ceiling').notNull().default(5000),
    topAgentDailySalaryCeiling: integer('top_agent_daily_salary_ceiling').notNull().default(300),
    topAgentHourlySalaryCeiling: integer('top_agent_hourly_salary_ceiling').notNull().default(100),
    topAgentRealtimeSalaryCeiling: integer('top_agent_realtime_salary_ceiling').notNull().default(100),
    /** False: switched off by the platform; the site is closed and nobody signs in there. */
    enabled: boolean('enabled').notNull().default(true),
    closedReason: text('closed_reason'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A rate is 0 to 100% whoever writes it, as the settings schema says.
    check(
      'merchants_top_agent_ceilings_range',
      sql`${t.topAgentDividendCeiling} between 0 and 10000 and ${t.topAgentDailySalaryCeiling} between 0 and 10000 and ${t.topAgentHourlySalaryCeiling} between 0 and 10000 and ${t.topAgentRealtimeSalaryCeiling} between 0 and 10000`,
    ),
  ],
);

/** Which host names serve which merchant. */
export const merchantDomains = pgTable('merchant_domains', {
  domain: text('domain').primaryKey(),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  /** Listed in the domain route for clients to probe and pick the fastest. */
  listed: boolean('listed').notNull().default(true),
});

/** Per-merchant module switches; a module absent here takes its catalogue default. */
export const merchantModules = pgTable(
  'merchant_modules',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    modId: text('mod_id').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.modId] })],
);

export const merchantCustomerServices = pgTable('merchant_customer_services', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  csType: text('cs_type', { enum: ['MESSENGER', 'TELEGRAM', 'LIVECHAT'] }).notNull(),
  title: text('title').notNull(),
  url: text('url').notNull(),
  /** The path VIP members are sent to instead. */
  vipUrl: text('vip_url'),
  sort: integer('sort').notNull().default(0),
});

export const merchantResources = pgTable('merchant_resources', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  resourceType: text('resource_type', { enum: ['IOS', 'ANDROID', 'IOS_LITE'] }).notNull(),
  url: text('url').notNull(),
  qrCodeUrl: text('qr_code_url').notNull(),
});

/** A game vendor a merchant offers in one category. */
export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    accountTypeId: integer('account_type_id').notNull(),
    vassalage: text('vassalage').notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    iconUrl: text('icon_url'),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('vendors_merchant_code_category').on(t.merchantId, t.code, t.category)],
);
