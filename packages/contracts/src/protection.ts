import { z } from 'zod';

/**
 * Player protection (/wps/member/limits): a player's deposit, loss and wager limits per day, ISO
 * week and month of the brand's time zone, and a daily session-time limit (kind SESSION, period
 * DAY, its amount in minutes: the sessions of the day end when it is used up, and sign-in is refused
 * until the next day with `login.session.limit` and `{ until }`). A new or lower limit applies at once; a higher one or
 * a removal waits the brand's cooling-off hours, then the player confirms it. Amounts are strings
 * of minor units. A stake or deposit over a limit is refused with `stake.refused` or
 * `deposit.refused` and the value `{ rule: "limit.<KIND>.<PERIOD>", until }` (the period's end).
 */

export const LIMIT_KINDS = ['DEPOSIT', 'LOSS', 'WAGER', 'SESSION'] as const;
/** The most a daily session-time limit can be: a whole day, in minutes. */
export const SESSION_LIMIT_MAX_MINUTES = 1440;
export const LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

const kind = z.enum(LIMIT_KINDS, { message: 'limit.kind.unknown' });
const period = z.enum(LIMIT_PERIODS, { message: 'limit.period.unknown' });

const limitAmount = z.string().regex(/^[1-9][0-9]{0,11}$/, 'limit.amount.format');
/** A session-time limit is per day, and at most a day's minutes. */
const sessionLimitRule = (l: { kind: LimitKind; period: LimitPeriod; amount: string | null }, ctx: z.RefinementCtx) => {
  if (l.kind !== 'SESSION') return;
  if (l.period !== 'DAY') ctx.addIssue({ code: 'custom', message: 'limit.session.period', path: ['period'] });
  if (l.amount !== null && Number(l.amount) > SESSION_LIMIT_MAX_MINUTES)
    ctx.addIssue({ code: 'custom', message: 'limit.session.minutes', path: ['amount'] });
};

/**
 * PUT /wps/member/limits: `amount` null asks to remove the limit. At most 10^12 minor units, or
 * 1,440 minutes for a session-time limit.
 */
export const limitSetRequest = z.object({ kind, period, amount: limitAmount.nullable() }).superRefine(sessionLimitRule);
export type LimitSetRequest = z.infer<typeof limitSetRequest>;
/** An agent's limit for a downline: set or lowered, never removed, so always an amount. */
export const agentLimitRequest = z.object({ kind, period, amount: limitAmount }).superRefine(sessionLimitRule);

/** POST /wps/member/limits/confirm: an increase or removal whose cooling-off has passed. */
export const limitConfirmRequest = z.object({ kind, period });

export const playerLimit = z.object({
  kind,
  period,
  amount: z.string(),
  /** What the current period has used: deposits, stakes, or stakes less payouts (may be below 0). */
  used: z.string(),
  periodEnd: z.string(),
  /** An increase (amount) or a removal (amount null) asked for, confirmable from `from`. */
  pending: z.object({ amount: z.string().nullable(), from: z.string() }).nullable(),
});
export type PlayerLimit = z.infer<typeof playerLimit>;

export const playerLimits = z.object({ coolingOffHours: z.number(), list: z.array(playerLimit) });
export type PlayerLimits = z.infer<typeof playerLimits>;

/**
 * POST /wps/member/breaks: a time-out (24 hours, 7 days, 30 days, 6 weeks) or a self-exclusion (6
 * months, 1 year, 5 years, permanent). It starts at once and ends every session; sign-in, stakes
 * and deposits are refused until it ends (`login.break.active`, `stake.refused` and
 * `deposit.refused` with `{ rule: "break.<KIND>", until }`, until null when permanent).
 */
export const BREAK_LENGTHS = {
  TIMEOUT: ['24h', '7d', '30d', '6w'],
  EXCLUSION: ['6m', '1y', '5y', 'permanent'],
} as const;
export const breakRequest = z
  .object({
    kind: z.enum(['TIMEOUT', 'EXCLUSION'], { message: 'break.kind.unknown' }),
    length: z.enum(['24h', '7d', '30d', '6w', '6m', '1y', '5y', 'permanent'], { message: 'break.length.unknown' }),
  })
  .refine((b) => (BREAK_LENGTHS[b.kind] as readonly string[]).includes(b.length), {
    message: 'break.length.unknown',
    path: ['length'],
  });
export type BreakRequest = z.infer<typeof breakRequest>;
export const playerBreak = z.object({ kind: z.enum(['TIMEOUT', 'EXCLUSION']), until: z.string().nullable() });

/** The codes of this area and their HTTP statuses (joined into ERROR_STATUS). */
export const PROTECTION_ERROR_STATUS = {
  /** Signing in during a break: the value says which and until when (null: permanent). */
  'login.break.active': 403,
  /**
   * A withdraw-only session (a sign-in during a break, `withdrawOnly` in the login answer) called a
   * route other than the balance, the withdrawal and its records, the break's status or sign-out.
   */
  'protection.break.withdraw.only': 403,
  /** Signing in when today's session time is used up: the value says until when (the brand's midnight). */
  'login.session.limit': 403,
  /**
   * Signing in after a self-exclusion ended, before coming back: the player asks to come back
   * (`comeBack: true` with the sign-in) and may sign in 24 hours later (the value's `until`).
   */
  'login.exclusion.ended': 403,
  /** The player asked to come back: sign-in opens at `until`. */
  'login.comeback.waiting': 403,
  /** Registering as a person (phone, e-mail or ID number) excluded on every brand of the server. */
  'register.excluded': 403,
  /** A break cannot be shortened: a new one must end after the one running. */
  'break.shorter': 409,
  /** An operator may lower a player's limit, never raise or remove it. */
  'limit.operator.raise': 409,
  'limit.not.found': 404,
  /** Nothing asked for to confirm. */
  'limit.not.pending': 409,
  /** The cooling-off has not passed: the value says from when (`from`). */
  'limit.cooling.off': 409,
} as const;

// The operator's side (/wps/operator/players/:id/protection, /limits, /breaks) ------------------

/** POST /wps/operator/players/:id/limits: lower (or set) a player's limit, with a reason. */
export const operatorLimitRequest = z
  .object({
    kind,
    period,
    amount: limitAmount,
    reason: z.string().trim().min(3, 'protection.reason.short').max(200, 'protection.reason.long'),
  })
  .superRefine(sessionLimitRule);
/** POST /wps/operator/players/:id/breaks: a break set for the player, with a reason. */
export const operatorBreakRequest = z
  .object({
    kind: z.enum(['TIMEOUT', 'EXCLUSION'], { message: 'break.kind.unknown' }),
    length: z.enum(['24h', '7d', '30d', '6w', '6m', '1y', '5y', 'permanent'], { message: 'break.length.unknown' }),
    reason: z.string().trim().min(3, 'protection.reason.short').max(200, 'protection.reason.long'),
  })
  .refine((b) => (BREAK_LENGTHS[b.kind] as readonly string[]).includes(b.length), {
    message: 'break.length.unknown',
    path: ['length'],
  });

/** GET /wps/operator/players/:id/protection: the limits with their use, the breaks and the history. */
export const playerProtection = z.object({
  limits: playerLimits,
  activeBreak: playerBreak.nullable(),
  breaks: z.array(
    z.object({
      kind: z.enum(['TIMEOUT', 'EXCLUSION']),
      startedAt: z.string(),
      until: z.string().nullable(),
      /**
       * The break's refunds and its recall of money at transfer-wallet vendors: DONE once nothing
       * is left, RETRYING after a try left something (a vendor that did not answer), else UNDER_WAY.
       */
      followUp: z.enum(['DONE', 'UNDER_WAY', 'RETRYING']),
      followUpAttempts: z.number().int(),
    }),
  ),
  /** Every change of the player's limits and breaks, newest first: by the player or an operator. */
  history: z.array(
    z.object({
      at: z.string(),
      action: z.string(),
      actorType: z.string(),
      actorId: z.string(),
      /** The operator's username when an operator made the change (null for the player or an agent). */
      operatorName: z.string().nullable(),
      details: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type PlayerProtection = z.infer<typeof playerProtection>;

// Identity checks (KYC) -------------------------------------------------------------------------

export const KYC_LEVELS = ['NONE', 'BASIC', 'VERIFIED'] as const;
export type KycLevel = (typeof KYC_LEVELS)[number];
export const KYC_DOCUMENT_KINDS = ['ID_FRONT', 'ID_BACK', 'SELFIE', 'ADDRESS'] as const;

/** POST /wps/member/kyc/documents: one document, png, jpg or pdf (judged by its bytes), at most 5 MB. */
export const kycDocumentRequest = z.object({
  kind: z.enum(KYC_DOCUMENT_KINDS, { message: 'kyc.kind.unknown' }),
  /**
   * The file's bytes in base64. The server judges them (kyc.file.empty, kyc.file.type,
   * kyc.file.large); the route's body limit bounds what it reads.
   */
  file: z.string().min(1, 'kyc.file.empty'),
});

const kycDocument = z.object({
  id: z.number(),
  kind: z.enum(KYC_DOCUMENT_KINDS),
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
  reason: z.string().nullable(),
  at: z.string(),
});
/** GET /wps/member/kyc: the player's level and the documents they sent, with each decision. */
export const playerKyc = z.object({ level: z.enum(KYC_LEVELS), documents: z.array(kycDocument) });
export type PlayerKyc = z.infer<typeof playerKyc>;

/** GET /wps/operator/kyc?status: documents to review, with the player and the file to open. */
export const kycQueueQuery = z.object({
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED']).default('PENDING'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const kycQueue = z.object({
  total: z.number(),
  list: z.array(
    kycDocument.extend({
      memberId: z.number(),
      account: z.string(),
      level: z.enum(KYC_LEVELS),
      /** `kyc-documents/<name>`, served at /wps/operator/uploads/<file>. */
      file: z.string(),
    }),
  ),
});

/**
 * POST /wps/operator/kyc/:memberId/decision: the player's pending documents approved (the level
 * given; VERIFIED needs the birth date on the ID, and a player under 18 is refused) or rejected
 * with a reason the player sees.
 */
export const kycDecision = z
  .object({
    approve: z.boolean(),
    level: z.enum(['BASIC', 'VERIFIED']).optional(),
    birthDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'kyc.birth.format')
      .optional(),
    reason: z.string().trim().max(200).default(''),
  })
  .refine((d) => !d.approve || d.level, { message: 'kyc.level.missing', path: ['level'] })
  .refine((d) => !d.approve || d.level !== 'VERIFIED' || d.birthDate, {
    message: 'kyc.birth.missing',
    path: ['birthDate'],
  })
  .refine((d) => d.approve || d.reason.length >= 3, { message: 'kyc.reason.short', path: ['reason'] });

/** The codes of this area and their HTTP statuses (joined into ERROR_STATUS). */
export const KYC_ERROR_STATUS = {
  /** The brand asks for a higher identity-check level first: the value names it. */
  'kyc.level.required': 403,
  /** The birth date on the ID makes the player younger than 18. */
  'kyc.underage': 409,
  /** The player has no document waiting for a decision. */
  'kyc.nothing.pending': 409,
  /** A document with no bytes. */
  'kyc.file.empty': 400,
  /** A document whose bytes are not a png, jpg or pdf (its name and declared type count for nothing). */
  'kyc.file.type': 415,
  /** A document over 5 MB (the value's `maxBytes`). */
  'kyc.file.large': 413,
} as const;

/** GET /wps/operator/protection/near-limits?percent=80: players whose use of a limit has reached `percent`. */
export const nearLimitsQuery = z.object({
  percent: z.coerce.number().int().min(1).max(100).default(80),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const nearLimits = z.object({
  total: z.number(),
  list: z.array(
    z.object({
      memberId: z.number(),
      account: z.string(),
      kind,
      period,
      amount: z.string(),
      used: z.string(),
      /** Used as a share of the limit, in whole percent (can pass 100 for a loss limit after a payout was taken back). */
      percent: z.number(),
      periodEnd: z.string(),
    }),
  ),
});

// The reality check ----------------------------------------------------------------------------

/**
 * GET /wps/member/reality-check: this session so far (since the sign-in that opened it): minutes,
 * stakes and payouts of the bets placed in it and the net result, and how often to show it.
 */
export const realityCheck = z.object({
  intervalMinutes: z.number(),
  since: z.string(),
  minutes: z.number(),
  stakes: z.string(),
  payouts: z.string(),
  /** Payouts less stakes: below zero is a loss. */
  net: z.string(),
});
export type RealityCheck = z.infer<typeof realityCheck>;

/** PUT /wps/member/reality-check: the player's own interval, 10 minutes to 4 hours; null: the brand's. */
export const realityCheckRequest = z.object({
  intervalMinutes: z.number().int().min(10, 'reality.interval.range').max(240, 'reality.interval.range').nullable(),
});
