import { z } from 'zod';

/**
 * A merchant's payment channels as the back office edits them (/wps/operator/payment-channels):
 * bank accounts players transfer to, and gateways; each with its limits per deposit, the fee the
 * player pays, an order and a switch. A channel is switched off, never deleted: deposits name it.
 */

const MINOR = /^[1-9][0-9]{0,11}$/;
const minor = z.string().regex(MINOR, 'channel.amount.format');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => (v === '' ? null : v));

export const paymentChannelInput = z
  .object({
    kind: z.enum(['BANK', 'GATEWAY']),
    name: z.string().trim().min(1, 'channel.name.empty').max(64),
    /** Per deposit, in minor units. */
    minAmount: minor,
    maxAmount: minor,
    /** The player's fee in basis points of the amount: at most 20%. */
    feeBps: z.number().int().min(0, 'channel.fee.range').max(2000, 'channel.fee.range'),
    bankName: optionalText(64),
    accountNumber: z
      .string()
      .trim()
      .regex(/^[0-9][0-9 -]{3,33}$/, 'channel.account.format')
      .nullable()
      .or(z.literal('').transform(() => null)),
    accountName: optionalText(64),
    /** The gateway adapter's code; a channel whose gateway this server does not run is not offered. */
    gateway: z
      .string()
      .regex(/^[a-z0-9_-]{2,32}$/, 'channel.gateway.format')
      .nullable()
      .or(z.literal('').transform(() => null)),
    enabled: z.boolean(),
    sort: z.number().int().min(0).max(1000),
  })
  // Compared only when both are whole numbers (a bad one has its own problem): BigInt would throw.
  .refine((c) => !MINOR.test(c.minAmount) || !MINOR.test(c.maxAmount) || BigInt(c.minAmount) <= BigInt(c.maxAmount), {
    message: 'channel.range.order',
    path: ['maxAmount'],
  })
  .refine((c) => c.kind !== 'BANK' || (c.bankName && c.accountNumber && c.accountName), {
    message: 'channel.bank.required',
    path: ['accountNumber'],
  })
  .refine((c) => c.kind !== 'GATEWAY' || c.gateway, { message: 'channel.gateway.required', path: ['gateway'] });
export type PaymentChannelInput = z.infer<typeof paymentChannelInput>;

export const operatorPaymentChannel = z.object({
  id: z.number(),
  kind: z.enum(['BANK', 'GATEWAY']),
  name: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
  feeBps: z.number(),
  bankName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  accountName: z.string().nullable(),
  gateway: z.string().nullable(),
  enabled: z.boolean(),
  sort: z.number(),
  /** A gateway channel whose adapter this server runs (players see only those); banks always. */
  running: z.boolean(),
});
export type OperatorPaymentChannel = z.infer<typeof operatorPaymentChannel>;

// Payout reports --------------------------------------------------------------------------------

/**
 * GET /wps/operator/withdrawals/reports: paid-out withdrawals the player reported as partly
 * received (with the amount that arrived) or not received (with proof images: each proof is
 * `withdrawal-proofs/<name>`, served at /wps/operator/uploads/<proof>). `open` lists those nobody
 * has followed up yet.
 */
export const payoutReportQuery = z.object({
  state: z.enum(['open', 'resolved']).default('open'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type PayoutReportQuery = z.infer<typeof payoutReportQuery>;

export const payoutReport = z.object({
  id: z.number(),
  memberId: z.number(),
  account: z.string(),
  amount: z.string(),
  receivedAmount: z.string().nullable(),
  confirmation: z.enum(['PARTIAL', 'NOT_RECEIVED']),
  proofs: z.array(z.string()),
  bankName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type PayoutReport = z.infer<typeof payoutReport>;
export const payoutReportList = z.object({ total: z.number(), list: z.array(payoutReport) });

/** POST /wps/operator/withdrawals/:id/report-resolve: what the follow-up found. */
export const payoutReportResolution = z.object({
  note: z.string().trim().min(3, 'report.note.short').max(500, 'report.note.long'),
});

/** The codes of this area and their HTTP statuses (joined into ERROR_STATUS). */
export const PAYOUT_REPORT_ERROR_STATUS = {
  /** Followed up already: the value names who and when. */
  'payout.report.resolved': 409,
} as const;
