import { z } from 'zod';
import { text } from './account.ts';
import { GAME_CATEGORIES } from './categories.ts';
import { betStatus } from './records.ts';

/** Amounts in answers are strings of minor units, signed where a profit can be negative. */
const amount = z.string();
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 93;
const page = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
};

/**
 * A report's period as days of the merchant's calendar (its time zone), both ends included:
 * a preset, or from and to. Neither means today.
 */
export const rangeShape = {
  preset: z.enum(['today', 'yesterday', 'week', 'month', 'lastMonth']).optional(),
  from: z.string().regex(DAY).optional(),
  to: z.string().regex(DAY).optional(),
};
export function rangeOk(q: { from?: string | undefined; to?: string | undefined }) {
  if ((q.from === undefined) !== (q.to === undefined)) return false;
  if (!q.from || !q.to) return true;
  const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
  return Number.isFinite(days) && days >= 0 && days < MAX_DAYS;
}
export const rangeMessage = { message: `from and to together, to on or after from, at most ${MAX_DAYS} days` };

export const agentRangeQuery = z.object(rangeShape).refine(rangeOk, rangeMessage);
export type AgentRangeQuery = z.infer<typeof agentRangeQuery>;

export const rangeValue = { from: z.string(), to: z.string(), timezone: z.string() };

/** Team overview: the caller's whole downline (not the caller), over the period. */
export const teamOverviewValue = z.object({
  ...rangeValue,
  teamSize: z.number(),
  directMembers: z.number(),
  newMembers: z.number(),
  /** Members who placed at least one bet in the period. */
  activeMembers: z.number(),
  depositCount: z.number(),
  /** What reached the members' wallets (the amount less any channel fee), by time paid. */
  depositAmount: amount,
  withdrawalCount: z.number(),
  /** Approved withdrawals, by time approved. */
  withdrawalAmount: amount,
  /** Settled bets, by time settled. */
  betCount: z.number(),
  betAmount: amount,
  validBet: amount,
  payout: amount,
  /** From the members' side: positive when the team won. */
  profitLoss: amount,
});
export type TeamOverview = z.infer<typeof teamOverviewValue>;

export const teamMembersQuery = z.object({
  search: text(64).optional(),
  /** Distance below the caller (1 = direct downline); without search it defaults to 1. */
  level: z.coerce.number().int().min(1).max(100).optional(),
  /** Drill-down: the direct downline of this member of the team instead of the caller's. */
  uplineId: z.coerce.number().int().positive().optional(),
  ...page,
});

export const teamMember = z.object({
  id: z.number(),
  account: z.string(),
  nickname: z.string(),
  type: z.number(),
  isAgent: z.boolean(),
  /** Distance below the caller. */
  level: z.number(),
  uplineId: z.number().nullable(),
  uplineAccount: z.string().nullable(),
  directCount: z.number(),
  teamSize: z.number(),
  balance: amount,
  status: z.enum(['ACTIVE', 'DISABLED']),
  createdAt: z.string(),
});
export const teamMembersValue = z.object({ total: z.number(), list: z.array(teamMember) });

export const teamMemberDetail = teamMember.extend({
  payeeName: z.string().nullable(),
  /** From the caller's direct downline down to the member: the drill-down breadcrumbs. */
  path: z.array(z.object({ id: z.number(), account: z.string() })),
  contracts: z.array(
    z.object({ id: z.number(), kind: z.string(), status: z.string(), terms: z.record(z.string(), z.unknown()) }),
  ),
});

export const teamBetsQuery = z
  .object({
    ...rangeShape,
    category: z.enum(GAME_CATEGORIES).optional(),
    status: betStatus.optional(),
    /** One member of the team, by account. */
    account: text(64).optional(),
    ...page,
  })
  .refine(rangeOk, rangeMessage);

export const teamBetsValue = z.object({
  ...rangeValue,
  total: z.number(),
  totals: z.object({ stake: amount, validStake: amount, payout: amount, profit: amount }),
  list: z.array(
    z.object({
      betId: z.number(),
      memberId: z.number(),
      account: z.string(),
      category: z.string(),
      vendorCode: z.string(),
      gameCode: z.string(),
      stake: amount,
      validStake: amount,
      payout: amount,
      profit: amount,
      status: betStatus,
      placedAt: z.string(),
      settledAt: z.string().nullable(),
    }),
  ),
});

export const teamProfitQuery = z
  .object({ ...rangeShape, uplineId: z.coerce.number().int().positive().optional(), ...page })
  .refine(rangeOk, rangeMessage);

/** Settled bets of one member or team, from the members' side (positive = they won). */
const figures = z.object({ bets: z.number(), stake: amount, validBet: amount, payout: amount, profit: amount });
export const teamProfitValue = z.object({
  ...rangeValue,
  total: z.number(),
  /** Over the whole level shown, every page. */
  totals: figures,
  list: z.array(
    z.object({
      id: z.number(),
      account: z.string(),
      type: z.number(),
      isAgent: z.boolean(),
      teamSize: z.number(),
      /** The member's own bets. */
      self: figures,
      /** The member and everyone below them. */
      team: figures,
    }),
  ),
});
