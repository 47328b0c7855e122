import { z } from 'zod';
import { GAME_CATEGORIES } from './categories.ts';

/** Amounts in answers are strings of minor units, signed where a profit can be negative. */
const amount = z.string();

export const betStatus = z.enum(['OPEN', 'SETTLED', 'CANCELLED']);

export const betRecordQuery = z.object({
  category: z.enum(GAME_CATEGORIES).optional(),
  status: betStatus.optional(),
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const betRecordValue = z.object({
  total: z.number(),
  /** Over every bet the filter matches, not only this page. */
  totals: z.object({ stake: amount, validStake: amount, payout: amount, profit: amount }),
  list: z.array(
    z.object({
      betId: z.number(),
      source: z.enum(['LOTTERY', 'VENDOR']),
      category: z.string(),
      vendorCode: z.string(),
      gameCode: z.string(),
      roundId: z.string(),
      stake: amount,
      validStake: amount,
      payout: amount,
      profit: amount,
      status: betStatus,
      detail: z.record(z.string(), z.unknown()),
      placedAt: z.string(),
      settledAt: z.string().nullable(),
    }),
  ),
});
export type BetRecord = z.infer<typeof betRecordValue>;

export const profitQuery = z
  .object({ from: z.coerce.date(), to: z.coerce.date() })
  .refine((q) => q.to > q.from && q.to.getTime() - q.from.getTime() <= 93 * 86_400_000, {
    message: 'a range of at most 93 days, ending after it starts',
  });

export const profitValue = z.object({
  totalStake: amount,
  totalProfit: amount,
  days: z.array(
    z.object({
      day: z.string(),
      stake: amount,
      profit: amount,
      categories: z.array(
        z.object({
          category: z.string(),
          bets: z.number(),
          stake: amount,
          validStake: amount,
          payout: amount,
          profit: amount,
        }),
      ),
    }),
  ),
});
export type PersonalProfit = z.infer<typeof profitValue>;

export const wageringValue = z.object({
  /** Turnover still to bet before a withdrawal is accepted. */
  remaining: amount,
  list: z.array(
    z.object({
      id: z.number(),
      source: z.string(),
      required: amount,
      progressed: amount,
      status: z.enum(['ACTIVE', 'DONE']),
      createdAt: z.string(),
    }),
  ),
});
export type Wagering = z.infer<typeof wageringValue>;

/**
 * The state of each contract kind for the signed-in member (SPEC "Consolidated funds"):
 * 0 none, 1 an offer waits for the member's answer, 2 a contract is in force.
 */
export const contractState = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export const consolidatedValue = z.object({
  dailysalreqtype: contractState,
  divtypereq: contractState,
  contracthoursalreq: contractState,
  realtimesalreqtype: contractState,
});
export type ConsolidatedFunds = z.infer<typeof consolidatedValue>;
