import { z } from 'zod';
import type { ContractKind } from './agent-contracts.ts';
import { announcementType, operatorAnnouncement } from './content.ts';
import { uiLanguage } from './languages.ts';
import { registerRules } from './register.ts';

/**
 * The back office's calls (/wps/operator/...), beside the older operator calls kept in the
 * modules they operate (deposits, withdrawals, lottery, content, points, promotions). Amounts
 * are strings of minor units; times are ISO strings. Lists are paged on the server: `page` from
 * 1, `size` at most 100, one sort column and its direction.
 */

/** What each role may do is decided by the server on every call; the console only hides. */
export const OPERATOR_ROLES = ['admin', 'finance', 'risk', 'support', 'content', 'lottery', 'platform'] as const;
export const operatorRole = z.enum(OPERATOR_ROLES);
export type OperatorRole = z.infer<typeof operatorRole>;

const amount = z.string();
const totp = z.string().regex(/^[0-9]{6}$/, 'totp.format');
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const size = z.coerce.number().int().min(1).max(100).default(20);
const order = z.enum(['asc', 'desc']).default('desc');

// Sign-in -------------------------------------------------------------------------------------

/** POST /wps/operator/login. Without an authenticator yet, the code is left out. */
export const operatorLoginRequest = z.object({
  username: z.string().min(1).max(64),
  password: z.string().min(1).max(128),
  totp: totp.optional(),
});

/**
 * Signed in (token), or, for an operator with no authenticator yet (new, or reset by an
 * admin), the enrolment to finish: the secret as an otpauth URI for the QR code, and a ticket
 * good for ten minutes that POST /wps/operator/login/enrol trades with the first code.
 */
export const operatorLoginValue = z.union([
  z.object({ token: z.string(), role: operatorRole, username: z.string(), idleMinutes: z.number() }),
  z.object({ enrol: z.object({ ticket: z.string(), otpauth: z.string(), secret: z.string() }) }),
]);
export type OperatorLoginValue = z.infer<typeof operatorLoginValue>;

/** POST /wps/operator/login/enrol. */
export const operatorEnrolRequest = z.object({ ticket: z.string().min(16).max(128), totp });

/** GET /wps/operator/me: who is signed in, for the console's frame. */
export const operatorMe = z.object({
  id: z.number(),
  username: z.string(),
  role: operatorRole,
  merchant: z.object({ code: z.string(), name: z.string(), currency: z.string(), timeZone: z.string() }),
  /** The session ends after this many minutes without a call. */
  idleMinutes: z.number(),
});

// Staff ----------------------------------------------------------------------------------------

export const staffMember = z.object({
  id: z.number(),
  username: z.string(),
  role: operatorRole,
  status: z.enum(['ACTIVE', 'DISABLED']),
  /** False until the operator has scanned the QR code and confirmed a first code. */
  totpEnrolled: z.boolean(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;

/** POST /wps/operator/staff: the new operator enrols an authenticator at first sign-in. */
export const staffCreateRequest = z.object({
  username: z.string().regex(/^[a-z0-9_.-]{3,32}$/, 'staff.username.format'),
  role: operatorRole,
  password: z.string().min(10, 'staff.password.short').max(128),
});

/** PATCH /wps/operator/staff/:id. */
export const staffUpdateRequest = z
  .object({ role: operatorRole.optional(), status: z.enum(['ACTIVE', 'DISABLED']).optional() })
  .refine((v) => v.role !== undefined || v.status !== undefined, 'staff.update.empty');

// Players --------------------------------------------------------------------------------------

export const PLAYER_SORTS = ['createdAt', 'account', 'lastLoginAt'] as const;

/**
 * GET /wps/operator/players: `q` is matched against account, nickname, phone, e-mail (from
 * their start, any case), an IP the player signed in or registered from, a bank account number
 * and an invitation code (exactly).
 */
export const playerSearchQuery = z.object({
  q: z.string().trim().max(64).optional(),
  status: z.enum(['ACTIVE', 'DISABLED']).optional(),
  page,
  size,
  sort: z.enum(PLAYER_SORTS).default('createdAt'),
  order,
});
export type PlayerSearchQuery = z.infer<typeof playerSearchQuery>;

export const playerRow = z.object({
  id: z.number(),
  account: z.string(),
  nickname: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(['ACTIVE', 'DISABLED']),
  isAgent: z.boolean(),
  clubLabel: z.string().nullable(),
  memberLabels: z.array(z.string()),
  mainBalance: amount,
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** What matched `q`, when it was not the account itself (an IP, a bank account...). */
  matched: z.string().nullable(),
});
export type PlayerRow = z.infer<typeof playerRow>;
export const playerSearchValue = z.object({ total: z.number(), list: z.array(playerRow) });

/** GET /wps/operator/players/:id: the player 360. Lists are the latest 20 of each. */
export const player360 = z.object({
  player: playerRow.extend({
    referralCode: z.string(),
    registerIp: z.string().nullable(),
    mustChangePassword: z.boolean(),
    hasPaymentPassword: z.boolean(),
    /** Failed sign-ins hold the account until this time (cleared by an operator). */
    lockedOutUntil: z.string().nullable(),
  }),
  balances: z.object({
    main: amount,
    vendors: z.array(z.object({ vendorCode: z.string(), balance: amount })),
    locked: amount,
    bonus: amount,
    points: z.string(),
  }),
  /** Nearest first. */
  upline: z.array(z.object({ id: z.number(), account: z.string() })),
  logins: z.array(z.object({ at: z.string(), ip: z.string().nullable(), device: z.string().nullable() })),
  transactions: z.array(
    z.object({ id: z.number(), type: z.string(), amount: amount, balanceAfter: amount, at: z.string() }),
  ),
  bets: z.array(
    z.object({
      id: z.number(),
      category: z.string(),
      vendorCode: z.string(),
      gameCode: z.string(),
      stake: amount,
      payout: amount,
      status: z.string(),
      placedAt: z.string(),
    }),
  ),
  deposits: z.array(z.object({ id: z.number(), amount: amount, status: z.string(), at: z.string() })),
  withdrawals: z.array(z.object({ id: z.number(), amount: amount, status: z.string(), at: z.string() })),
  notes: z.array(z.object({ id: z.number(), operator: z.string(), text: z.string(), at: z.string() })),
  /** Each grant's wagering requirement and how far play has taken it. */
  bonuses: z.array(
    z.object({
      id: z.number(),
      source: z.string(),
      reference: z.string().nullable(),
      required: amount,
      progressed: amount,
      status: z.enum(['ACTIVE', 'DONE']),
      at: z.string(),
    }),
  ),
  /** Messages sent to this player alone (broadcasts are not listed). */
  messages: z.array(z.object({ id: z.number(), title: z.string(), sentBy: z.string().nullable(), at: z.string() })),
});
export type Player360 = z.infer<typeof player360>;

/** POST /wps/operator/players/:id/lock and /unlock: sign-in refused (sessions end) or allowed again. */
export const playerLockRequest = z.object({ reason: z.string().trim().min(3, 'reason.short').max(500) });

/** POST /wps/operator/players/:id/password-reset: a one-time password the player must change. */
/**
 * The temporary password goes to the player's own phone or email (`sentTo`, masked); only for a
 * player with neither is it shown to the operator (`temporaryPassword`).
 */
export const playerPasswordResetValue = z.object({
  temporaryPassword: z.string().nullable(),
  sentTo: z.object({ channel: z.enum(['SMS', 'EMAIL']), to: z.string() }).nullable(),
});

/** POST /wps/operator/players/:id/notes. */
export const playerNoteRequest = z.object({ text: z.string().trim().min(1, 'note.empty').max(2000) });

/** PUT /wps/operator/players/:id/labels: the VIP labels and the club label. */
export const playerLabelsRequest = z.object({
  memberLabels: z.array(z.string().trim().min(1).max(32)).max(10),
  clubLabel: z.string().trim().min(1).max(32).nullable(),
});

// Audit ----------------------------------------------------------------------------------------

/** GET /wps/operator/audit: the merchant's audit log, newest first. */
export const auditQuery = z.object({
  actorType: z.enum(['operator', 'member', 'vendor', 'system']).optional(),
  action: z.string().trim().max(64).optional(),
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
  page,
  size,
});

export const auditRow = z.object({
  id: z.number(),
  at: z.string(),
  actorType: z.string(),
  actorId: z.string(),
  /** The operator's name where the actor is an operator. */
  actorName: z.string().nullable(),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  /** Operators' actions are hash-chained; the rest of the log is not. */
  chained: z.boolean(),
});
export const auditValue = z.object({ total: z.number(), list: z.array(auditRow) });

/** GET /wps/operator/audit/verify: the operators' chain checked from its first link. */
export const auditVerifyValue = z.object({
  ok: z.boolean(),
  checked: z.number(),
  /** The first row whose link does not match: edited, or a row before it deleted. */
  brokenAt: z.number().nullable(),
});

// Merchant settings -----------------------------------------------------------------------------

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'settings.colour.format');
const httpsUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/, 'settings.url.format');
const hostName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/,
    'settings.domain.format',
  );
const validTimeZone = z
  .string()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'settings.timezone.unknown');

/** A rate in basis points, the unit of a contract tier's rate (100 = 1%): 0 to 10,000 (100%). */
const rateBps = z
  .number({ error: 'settings.rate.range' })
  .int('settings.rate.range')
  .min(0, 'settings.rate.range')
  .max(10_000, 'settings.rate.range');

/**
 * The best rate an agent at the top of the tree (no upline: the brand made them) may offer a
 * downline, per contract kind. Below the top an agent's own contract of the kind is the ceiling;
 * at the top only this stands between an offer and the house's money. 0: not offered at all.
 */
export const topAgentRateCeilings = z.object({
  DIVIDEND: rateBps,
  DAILY_SALARY: rateBps,
  HOURLY_SALARY: rateBps,
  REALTIME_SALARY: rateBps,
}) satisfies z.ZodType<Record<ContractKind, number>>;
export type TopAgentRateCeilings = z.infer<typeof topAgentRateCeilings>;

/**
 * GET /wps/operator/merchant/settings: everything a brand configures. The code and currency are
 * fixed once a brand runs (balances are kept in it); everything else PATCH changes.
 */
export const merchantSettings = z.object({
  code: z.string(),
  currency: z.string(),
  name: z.string().trim().min(1, 'settings.name.empty').max(64),
  logoUrl: httpsUrl,
  themePrimary: hexColour,
  themeAccent: hexColour,
  timezone: validTimeZone,
  defaultLanguage: uiLanguage,
  languages: z.array(uiLanguage).min(1, 'settings.languages.empty'),
  maintenance: z.boolean(),
  maintenanceMessage: z.string().trim().max(500).nullable(),
  regionMode: z.enum(['off', 'allow', 'block']),
  /** ISO 3166 country codes the region mode allows or blocks. */
  regionCountries: z.array(z.string().regex(/^[A-Z]{2}$/, 'settings.country.format')).max(250),
  /** Never below 18. */
  minimumAge: z.number().int().min(18, 'settings.age.minimum').max(25),
  /**
   * The brand's default password (a member who signs in with it must change it). Answered to
   * admins only (and to the platform operator); other roles' answers leave it out.
   */
  defaultPassword: z.string().min(6).max(20).optional(),
  /** 0: passwords never expire. */
  passwordExpiryDays: z.number().int().min(0).max(365),
  /** A balance adjustment above this (minor units, either sign) waits for a second operator's approval. */
  adjustmentApprovalAbove: z.string().regex(/^(0|[1-9][0-9]{0,11})$/, 'settings.amount.format'),
  /** Hours a player's higher limit, or a removed one, waits before the player may confirm it. */
  limitCoolingOffHours: z.number().int().min(1, 'settings.hours.range').max(720, 'settings.hours.range'),
  /** The identity-check level a player needs to withdraw. */
  kycWithdrawLevel: z.enum(['NONE', 'BASIC', 'VERIFIED']),
  /** Once a player's deposits would pass this total (minor units; null: never), they need `kycDepositLevel`. */
  kycDepositTotal: z
    .string()
    .regex(/^(0|[1-9][0-9]{0,11})$/, 'settings.amount.format')
    .nullable(),
  kycDepositLevel: z.enum(['BASIC', 'VERIFIED']),
  /** How often a playing player sees the reality check, unless they chose (1 to 240 minutes). */
  realityCheckMinutes: z.number().int().min(1, 'settings.minutes.range').max(240, 'settings.minutes.range'),
  /** Whether the player site shows the time since sign-in in its header. */
  showSessionClock: z.boolean(),
  /** A self-exclusion taken on this brand also excludes the same person (phone, e-mail or ID number) on every brand. */
  exclusionAcrossBrands: z.boolean(),
  topAgentRateCeilings,
  registerRules: registerRules,
  /** modId -> on; a module left out keeps its setting (the catalogue's default when never set). */
  modules: z.record(z.string(), z.boolean()),
  /** As stored: a development brand also answers on `localhost` or an address, which no update may add. */
  domains: z.array(z.object({ domain: z.string(), listed: z.boolean() })).max(50),
  customerServices: z
    .array(
      z.object({
        csType: z.enum(['MESSENGER', 'TELEGRAM', 'LIVECHAT']),
        title: z.string().trim().min(1).max(64),
        url: httpsUrl,
        vipUrl: httpsUrl.nullable(),
      }),
    )
    .max(20),
  appLinks: z
    .array(
      z.object({
        resourceType: z.enum(['IOS', 'ANDROID', 'IOS_LITE']),
        url: httpsUrl,
        /** Empty: the site draws the QR code of `url` itself. */
        qrCodeUrl: z.union([httpsUrl, z.literal('')]),
      }),
    )
    .max(10),
});
export type MerchantSettings = z.infer<typeof merchantSettings>;

/** PATCH /wps/operator/merchant/settings: any part; lists are replaced whole. */
export const merchantSettingsUpdate = merchantSettings
  .omit({ code: true, currency: true })
  .extend({
    domains: z.array(z.object({ domain: hostName, listed: z.boolean() })).max(50),
    /** The kinds given change; the others keep theirs. */
    topAgentRateCeilings: topAgentRateCeilings.partial(),
  })
  .partial()
  .refine(
    (v) => v.defaultLanguage === undefined || v.languages === undefined || v.languages.includes(v.defaultLanguage),
    { message: 'settings.languages.default', path: ['defaultLanguage'] },
  );
export type MerchantSettingsUpdate = z.infer<typeof merchantSettingsUpdate>;

// Payments -------------------------------------------------------------------------------------

/**
 * What a reviewer needs beside a deposit or withdrawal in the queues: the player's main balance,
 * what they paid in and took out, where any wagering requirement stands, other accounts seen at
 * the same addresses, and their last sign-in.
 */
export const paymentReview = z.object({
  account: z.string(),
  balance: amount,
  depositsTotal: amount,
  withdrawalsTotal: amount,
  wagering: z.object({ required: amount, progressed: amount }),
  sharedIp: z.array(z.object({ id: z.number(), account: z.string(), ip: z.string() })),
  lastSignInAt: z.string().nullable(),
  lastSignInIp: z.string().nullable(),
});
export type PaymentReview = z.infer<typeof paymentReview>;

// Reports --------------------------------------------------------------------------------------

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'report.day.format');

/** GET /wps/operator/reports/daily (and .csv): days in the merchant's time zone, `to` included. */
export const dailyReportQuery = z
  .object({ from: day, to: day })
  .refine((q) => q.from <= q.to, { message: 'report.range.order', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < 93, {
    message: 'report.range.long',
    path: ['to'],
  });

/**
 * One day's figures. Stakes are the ledger's bet postings less refunds, payouts its bet payouts;
 * GGR = stakes − payouts; bonus cost the bonuses and points converted to money; NGR = GGR −
 * bonus cost. Deposits are the ledger's deposit credits, withdrawals the approved withdrawals.
 */
export const dailyFigures = z.object({
  day,
  registrations: z.number(),
  firstDepositors: z.number(),
  activePlayers: z.number(),
  deposits: amount,
  withdrawals: amount,
  stakes: amount,
  payouts: amount,
  ggr: amount,
  bonusCost: amount,
  ngr: amount,
});
export type DailyFigures = z.infer<typeof dailyFigures>;

export const dailyReportValue = z.object({
  timeZone: z.string(),
  currency: z.string(),
  days: z.array(dailyFigures),
  totals: dailyFigures.omit({ day: true }),
  /** Over the whole range, from the same ledger postings as the totals (they add up to them). */
  byGame: z.array(
    z.object({ category: z.string(), vendorCode: z.string(), stakes: amount, payouts: amount, ggr: amount }),
  ),
});
export type DailyReportValue = z.infer<typeof dailyReportValue>;

// Brands (the platform operator) -----------------------------------------------------------------

/**
 * POST /wps/operator/brands: a new brand with its first admin, who enrols an authenticator at
 * first sign-in. Only a platform operator calls the brand routes.
 */
export const brandCreateRequest = z
  .object({
    code: z.string().regex(/^[a-z][a-z0-9]{1,15}$/, 'brand.code.format'),
    name: z.string().trim().min(1, 'settings.name.empty').max(64),
    currency: z.string().regex(/^[A-Z]{3}$/, 'brand.currency.format'),
    currencySymbol: z.string().trim().min(1, 'brand.symbol.empty').max(4),
    timezone: validTimeZone,
    defaultLanguage: uiLanguage,
    languages: z.array(uiLanguage).min(1, 'settings.languages.empty'),
    domains: z.array(hostName).min(1, 'brand.domains.empty').max(50),
    admin: staffCreateRequest.omit({ role: true }),
  })
  .refine((b) => b.languages.includes(b.defaultLanguage), {
    message: 'settings.languages.default',
    path: ['defaultLanguage'],
  });
export type BrandCreateRequest = z.infer<typeof brandCreateRequest>;

export const brandRow = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  timezone: z.string(),
  domains: z.array(z.string()),
  maintenance: z.boolean(),
  /** False: switched off by the platform (closed), with the reason given. */
  enabled: z.boolean(),
  closedReason: z.string().nullable(),
  players: z.number(),
  createdAt: z.string(),
});
export type BrandRow = z.infer<typeof brandRow>;

/** GET /wps/operator/brands: `q` matches code or name from their start; `state` on or off. */
export const BRAND_SORTS = ['createdAt', 'code', 'name', 'players'] as const;
export const brandListQuery = z.object({
  q: z.string().trim().max(64).optional(),
  state: z.enum(['ON', 'OFF']).optional(),
  page,
  size,
  sort: z.enum(BRAND_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type BrandListQuery = z.infer<typeof brandListQuery>;
export const brandListValue = z.object({ total: z.number(), list: z.array(brandRow) });

/**
 * POST /wps/operator/brands/:code/switch: a brand switched off is closed: its site says so, and
 * nobody signs in, registers, pays in, plays or takes money out there (its own operators
 * included) until a platform operator switches it on again. The reason is kept and audited.
 */
export const brandSwitchRequest = z.object({
  enabled: z.boolean(),
  reason: z.string().trim().min(3, 'reason.short').max(500),
});

/** A brand's staff as the platform operator manages them: the brand's roles only, never `platform`. */
export const BRAND_STAFF_ROLES = OPERATOR_ROLES.filter((r) => r !== 'platform') as Exclude<OperatorRole, 'platform'>[];
const brandStaffRole = z.enum(
  BRAND_STAFF_ROLES as [Exclude<OperatorRole, 'platform'>, ...Exclude<OperatorRole, 'platform'>[]],
);
/** POST /wps/operator/brands/:code/staff. */
export const brandStaffCreateRequest = staffCreateRequest.extend({ role: brandStaffRole });
/** PATCH /wps/operator/brands/:code/staff/:id: a role change, a lock (DISABLED) or an unlock. */
export const brandStaffUpdateRequest = z
  .object({ role: brandStaffRole.optional(), status: z.enum(['ACTIVE', 'DISABLED']).optional() })
  .refine((v) => v.role !== undefined || v.status !== undefined, 'staff.update.empty');

// Short lists, paged on the server like the rest ------------------------------------------------

/** GET /wps/operator/announcements: one type's, live (ACTIVE), archived or all. */
export const ANNOUNCEMENT_SORTS = ['createdAt', 'startsAt', 'sort', 'title'] as const;
export const announcementListQuery = z.object({
  type: announcementType.optional(),
  show: z.enum(['ACTIVE', 'ARCHIVED', 'ALL']).default('ACTIVE'),
  page,
  size,
  sort: z.enum(ANNOUNCEMENT_SORTS).default('createdAt'),
  order,
});
export type AnnouncementListQuery = z.infer<typeof announcementListQuery>;
/** The page, and how many of each type are live (the type tabs' counts). */
export const announcementListValue = z.object({
  total: z.number(),
  list: z.array(operatorAnnouncement),
  active: z.record(z.string(), z.number()),
});

/** GET /wps/operator/payment-channels: by kind and switch; the players' order by default. */
export const CHANNEL_SORTS = ['sort', 'name', 'minAmount', 'maxAmount', 'feeBps'] as const;
export const channelListQuery = z.object({
  kind: z.enum(['BANK', 'GATEWAY']).optional(),
  enabled: z.enum(['true', 'false']).optional(),
  page,
  size,
  sort: z.enum(CHANNEL_SORTS).default('sort'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type ChannelListQuery = z.infer<typeof channelListQuery>;

/** The codes of this area and their HTTP statuses (joined into ERROR_STATUS). */
export const BRAND_ERROR_STATUS = {
  /** The brand is switched off by the platform: its site and console are closed. */
  'merchant.closed': 403,
  /** The platform's own brand cannot be switched off: it would shut its operators out. */
  'brand.self': 409,
} as const;
