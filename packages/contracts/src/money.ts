import { z } from 'zod';

/**
 * Amounts travel as strings of whole minor units ("1050" is 10.50): never floats, never signs,
 * never fractions of a cent, and at most 15 digits, so no request can overflow a bigint.
 */
export const minorAmount = z
  .string()
  .regex(/^[1-9][0-9]{0,14}$/, 'a positive whole number of minor units')
  .transform((v) => BigInt(v));

export const walletTransferRequest = z.object({
  vendorCode: z.string().min(1).max(32),
  /** IN moves money into the vendor wallet, OUT brings it back to the main wallet. */
  direction: z.enum(['IN', 'OUT']),
  amount: minorAmount,
  idempotencyKey: z.string().min(8).max(64).optional(),
});

export const paymentPasswordRequest = z.object({
  oldPaymentPassword: z.string().max(64).optional(),
  paymentPassword: z.string().regex(/^[0-9]{6}$/, 'six digits'),
});

export const bankCardRequest = z.object({
  bankName: z.string().min(2).max(64),
  accountNumber: z.string().regex(/^[0-9 -]{6,34}$/),
  accountName: z.string().min(2).max(100),
});

export const depositRequest = z.object({
  channelId: z.number().int().positive(),
  amount: minorAmount,
  reference: z.string().max(64).optional(),
  idempotencyKey: z.string().min(8).max(64).optional(),
});

export const withdrawRequest = z.object({
  bankAccountId: z.number().int().positive(),
  amount: minorAmount,
  paymentPassword: z.string().max(64),
  idempotencyKey: z.string().min(8).max(64).optional(),
});

export const transferUplineRequest = z.object({
  amount: minorAmount,
  paymentPassword: z.string().max(64),
  idempotencyKey: z.string().min(8).max(64).optional(),
});
