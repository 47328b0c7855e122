import { z } from 'zod';

/** The agreements an agent offers a downline. */
export const CONTRACT_KINDS = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** A threshold amount in minor units; zero allowed (a tier that applies from the first cent). */
const threshold = z.string().regex(/^(0|[1-9][0-9]{0,14})$/, 'a whole number of minor units');

/**
 * One step of a contract: reached when the period's valid bet, (for dividends) the team's loss,
 * and active members are at least these; it pays `rate` basis points (100 = 1%) of the valid bet
 * (salaries) or of the team's loss (dividends).
 */
export const contractTier = z.object({
  validBet: threshold,
  profitLoss: threshold.optional(),
  activeMembers: z.number().int().min(0).max(1_000_000),
  rate: z.number().int().min(1).max(10_000),
});
export type ContractTier = z.infer<typeof contractTier>;

export const contractTerms = z
  .object({
    /** Dividends are settled per period; salaries are daily, hourly or real time by kind. */
    period: z.enum(['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY']).optional(),
    tiers: z.array(contractTier).min(1).max(20),
  })
  .refine(
    (t) =>
      new Set(t.tiers.map((x) => `${x.validBet}/${x.activeMembers}/${x.profitLoss ?? ''}`)).size === t.tiers.length,
    {
      message: 'two tiers with the same thresholds',
    },
  );
export type ContractTerms = z.infer<typeof contractTerms>;

export const contractOffer = z.object({ kind: z.enum(CONTRACT_KINDS), terms: contractTerms });

/** An agent offers a contract to one of their direct downlines. */
export const contractOfferRequest = contractOffer.extend({ memberId: z.number().int().positive() });

export const contractStatus = z.enum(['PENDING', 'ACTIVE', 'REJECTED', 'TERMINATED']);

export const contractValue = z.object({
  id: z.number(),
  kind: z.enum(CONTRACT_KINDS),
  status: contractStatus,
  uplineId: z.number(),
  uplineAccount: z.string(),
  memberId: z.number(),
  account: z.string(),
  /** As stored: the offer's contractTerms (kept loose so an old row never breaks a list). */
  terms: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

export const contractListQuery = z.object({
  kind: z.enum(CONTRACT_KINDS).optional(),
  status: contractStatus.optional(),
  memberId: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const contractListValue = z.object({ total: z.number(), list: z.array(contractValue) });

/**
 * The downline's answer through the relays MCS2_processDividendReq, MCS2_processDailySalContract,
 * MCS2_processContractHourSalary and MCSFE_processRealTimeSalaryContract: accept or reject the
 * pending offer of that kind, or terminate the one in force. Without an id, the member's one.
 */
export const contractDecisionRequest = z.object({
  action: z.enum(['ACCEPT', 'REJECT', 'TERMINATE']),
  contractId: z.number().int().positive().optional(),
});
