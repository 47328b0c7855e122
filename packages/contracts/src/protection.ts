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

/** The codes of this area and their HTTP statuses (joined into ERROR_STATUS). */
export const PROTECTION_ERROR_STATUS = {
  'limit.not.found': 404,
  /** Nothing asked for to confirm. */
  'limit.not.pending': 409,
  /** The cooling-off has not passed: the value says from when (`from`). */
  'limit.cooling.off': 409,
} as const;
