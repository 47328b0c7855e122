import { z } from 'zod';

/**
 * Balance adjustments from the player 360 (/wps/operator/...): an operator credits or debits a
 * player's main balance with a reason. Up to the merchant's threshold it is applied at once;
 * above it, a second operator approves or rejects it. Amounts are strings of minor units.
 */

export const ADJUSTMENT_STATUSES = ['PENDING', 'APPLIED', 'REJECTED'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

/** POST /wps/operator/players/:id/adjustments. `key` makes a resend answer the first send. */
export const adjustmentRequest = z.object({
  /** Minor units; negative takes money away. At most 10^12 either way. */
  amount: z.string().regex(/^-?[1-9][0-9]{0,11}$/, 'adjustment.amount.format'),
  reason: z.string().trim().min(3, 'adjustment.reason.short').max(200, 'adjustment.reason.long'),
  key: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'adjustment.key.format'),
});
export type AdjustmentRequest = z.infer<typeof adjustmentRequest>;

/** POST /wps/operator/adjustments/:id/approve and /reject: a rejection says why. */
export const adjustmentDecision = z.object({
  note: z.string().trim().max(200, 'adjustment.note.long').default(''),
});
export const adjustmentRejection = z.object({
  note: z.string().trim().min(3, 'adjustment.note.short').max(200, 'adjustment.note.long'),
});

export const balanceAdjustment = z.object({
  id: z.number(),
  memberId: z.number(),
  account: z.string(),
  amount: z.string(),
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  requestedBy: z.string(),
  decidedBy: z.string().nullable(),
  decisionNote: z.string().nullable(),
  /** The ledger transaction that moved the money, once applied. */
  transactionId: z.number().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type BalanceAdjustment = z.infer<typeof balanceAdjustment>;

/** GET /wps/operator/adjustments: newest first; `memberId` narrows it to one player. */
export const adjustmentListQuery = z.object({
  status: z.enum(ADJUSTMENT_STATUSES).optional(),
  memberId: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdjustmentListQuery = z.infer<typeof adjustmentListQuery>;

export const adjustmentList = z.object({ total: z.number(), list: z.array(balanceAdjustment) });
export type AdjustmentList = z.infer<typeof adjustmentList>;

/** The codes of this area and their HTTP statuses (joined into ERROR_STATUS). */
export const ADJUSTMENT_ERROR_STATUS = {
  'adjustment.not.found': 404,
  /** Approved or rejected already: the value names the state it is in. */
  'adjustment.decided': 409,
  /** Whoever asked for an adjustment cannot approve or reject it. */
  'adjustment.same.operator': 409,
} as const;
