import { z } from 'zod';

/**
 * Player protection (/wps/member/limits): a player's deposit, loss and wager limits per day, ISO
 * week and month of the brand's time zone. A new or lower limit applies at once; a higher one or
 * a removal waits the brand's cooling-off hours, then the player confirms it. Amounts are strings
 * of minor units. A stake or deposit over a limit is refused with `stake.refused` or
 * `deposit.refused` and the value `{ rule: "limit.<KIND>.<PERIOD>", until }` (the period's end).
 */

export const LIMIT_KINDS = ['DEPOSIT', 'LOSS', 'WAGER'] as const;
export const LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

const kind = z.enum(LIMIT_KINDS, { message: 'limit.kind.unknown' });
const period = z.enum(LIMIT_PERIODS, { message: 'limit.period.unknown' });

/** PUT /wps/member/limits: `amount` null asks to remove the limit. At most 10^12 minor units. */
export const limitSetRequest = z.object({
  kind,
  period,
  amount: z
    .string()
    .regex(/^[1-9][0-9]{0,11}$/, 'limit.amount.format')
    .nullable(),
});
export type LimitSetRequest = z.infer<typeof limitSetRequest>;

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
export const operatorLimitRequest = z.object({
  kind,
  period,
  amount: z.string().regex(/^[1-9][0-9]{0,11}$/, 'limit.amount.format'),
  reason: z.string().trim().min(3, 'protection.reason.short').max(200, 'protection.reason.long'),
});
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
    z.object({ kind: z.enum(['TIMEOUT', 'EXCLUSION']), startedAt: z.string(), until: z.string().nullable() }),
  ),
  /** Every change of the player's limits and breaks, newest first: by the player or an operator. */
  history: z.array(
    z.object({
      at: z.string(),
      action: z.string(),
      actorType: z.string(),
      actorId: z.string(),
      details: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type PlayerProtection = z.infer<typeof playerProtection>;
