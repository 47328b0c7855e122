import { z } from 'zod';
import { CONTRACT_KINDS } from './agent-contracts.ts';

/**
 * POST /wps/operator/agent/settle: settle, or replay, one closed period of a contract kind for
 * the operator's merchant. `periodStart` is the instant the period begins in the merchant's time
 * zone (`2026-11-23T00:00:00+07:00` for a Phnom Penh day); a replay pays nothing already paid.
 */
export const agentSettleRequest = z.object({
  kind: z.enum(CONTRACT_KINDS),
  periodStart: z.iso.datetime({ offset: true }),
});

export const agentSettleValue = z.object({
  kind: z.enum(CONTRACT_KINDS),
  timezone: z.string(),
  /** One per period type starting there (a dividend's first of the month starts several). */
  periods: z.array(
    z.object({
      periodType: z.string(),
      periodStart: z.string(),
      periodEnd: z.string(),
      /** Contracts in force during the period (at its end, or for a part in which their team bet). */
      contracts: z.number(),
      /** Payments this call made and their sum; contracts it found paid before. */
      paid: z.number(),
      amount: z.string(),
      alreadyPaid: z.number(),
    }),
  ),
});
export type AgentSettle = z.infer<typeof agentSettleValue>;
