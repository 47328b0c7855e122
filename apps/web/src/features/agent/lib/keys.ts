import type { Period } from './period.ts';

/**
 * Query keys of the agent centre, all under ['agent', ...] and keyed by the session token, so a
 * new session never sees the last one's team, and one invalidation refreshes the centre.
 */
export const agentKeys = {
  all: ['agent'] as const,
  overview: (token: string | null, p: Period) => ['agent', 'overview', token, p] as const,
  daily: (token: string | null, p: Period) => ['agent', 'daily', token, p] as const,
  members: (token: string | null, f: object) => ['agent', 'members', token, f] as const,
  member: (token: string | null, id: number) => ['agent', 'member', token, id] as const,
  bets: (token: string | null, f: object) => ['agent', 'bets', token, f] as const,
  profit: (token: string | null, f: object) => ['agent', 'profit', token, f] as const,
  income: (token: string | null, f: object) => ['agent', 'income', token, f] as const,
  offered: (token: string | null, f: object) => ['agent', 'offered', token, f] as const,
  transactions: (token: string | null, f: object) => ['agent', 'transactions', token, f] as const,
  /** The member's own side (any member, agent or not). */
  consolidated: (token: string | null) => ['contracts', 'consolidated', token] as const,
  mine: (token: string | null) => ['contracts', 'mine', token] as const,
};
