import { z } from 'zod';

/**
 * A merchant's payment channels as the back office edits them (/wps/operator/payment-channels):
 * bank accounts players transfer to, and gateways; each with its limits per deposit, the fee the
 * player pays, an order and a switch. A channel is switched off, never deleted: deposits name it.
 */

const minor = z.string().regex(/^[1-9][0-9]{0,11}$/, 'channel.amount.format');
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
  .refine((c) => BigInt(c.minAmount) <= BigInt(c.maxAmount), {
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
