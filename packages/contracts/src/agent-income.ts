import { z } from 'zod';
import { rangeMessage, rangeOk, rangeShape, rangeValue } from './agent.ts';
import { CONTRACT_KINDS } from './agent-contracts.ts';

const amount = z.string();

/** GET /wps/agent/income: what the caller's contracts paid it over a period, newest first. */
export const incomeQuery = z
  .object({
    ...rangeShape,
    kind: z.enum(CONTRACT_KINDS).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine(rangeOk, rangeMessage);

export const incomePayment = z.object({
  id: z.number(),
  contractId: z.number(),
  kind: z.enum(CONTRACT_KINDS),
  /**
   * The part of the period the payment is for (all of it, or from the contract's start or to its
   * end within it), as ISO instants (start inclusive, end exclusive).
   */
  periodStart: z.string(),
  periodEnd: z.string(),
  /** What the tier was chosen on: the team's valid bet, its profit and loss, its active members. */
  validBet: amount,
  profitLoss: amount,
  activeMembers: z.number(),
  /** The tier's rate in basis points (100 = 1%). */
  rate: z.number(),
  /** What the downlines' own contracts of the kind took off it. */
  passedDown: amount,
  amount: amount,
  paidAt: z.string(),
  transactionId: z.number().nullable(),
});
export type IncomePayment = z.infer<typeof incomePayment>;

export const incomeValue = z.object({
  ...rangeValue,
  total: z.number(),
  /** Over every page: the sum, and the sum per kind. */
  totals: z.object({ amount, byKind: z.partialRecord(z.enum(CONTRACT_KINDS), amount) }),
  list: z.array(incomePayment),
});
export type Income = z.infer<typeof incomeValue>;

/** GET /wps/agent/team/daily: the team's figures per day of the period, for the chart. */
export const teamDailyValue = z.object({
  ...rangeValue,
  days: z.array(
    z.object({
      day: z.string(),
      activeMembers: z.number(),
      validBet: amount,
      /** From the members' side: positive when the team won. */
      profitLoss: amount,
    }),
  ),
});
export type TeamDaily = z.infer<typeof teamDailyValue>;
