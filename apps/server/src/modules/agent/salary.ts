import type { ContractTier } from '@mekong/contracts';

/** What a team did in one contract period (a day, an hour, five minutes, a dividend period). */
export type PeriodFigures = {
  validBet: bigint;
  activeMembers: number;
  /** From the members' side: negative when the team lost (what a dividend shares). */
  profitLoss: bigint;
};

export type Terms = { tiers: readonly ContractTier[] };
const BPS = 10_000n;

/**
 * The tier a period reaches: every threshold met (valid bet, active members and, where the tier
 * names one, the team's loss), and of those the best-paying one. Null when none is reached.
 */
export function reachedTier(terms: Terms, f: PeriodFigures): ContractTier | null {
  const loss = f.profitLoss < 0n ? -f.profitLoss : 0n;
  let best: ContractTier | null = null;
  for (const tier of terms.tiers) {
    if (f.validBet < BigInt(tier.validBet) || f.activeMembers < tier.activeMembers) continue;
    if (tier.profitLoss !== undefined && loss < BigInt(tier.profitLoss)) continue;
    if (!best || tier.rate > best.rate) best = tier;
  }
  return best;
}

/** A salary's base is the valid bet; a dividend's is the team's loss (nothing when it won). */
export const baseOf = (kind: 'SALARY' | 'DIVIDEND', f: PeriodFigures) =>
  kind === 'SALARY' ? f.validBet : f.profitLoss < 0n ? -f.profitLoss : 0n;

/** The gross amount a contract pays for a period: rate basis points of the base, rounded down. */
export function grossPay(kind: 'SALARY' | 'DIVIDEND', terms: Terms, f: PeriodFigures) {
  const tier = reachedTier(terms, f);
  return { tier, amount: tier ? (baseOf(kind, f) * BigInt(tier.rate)) / BPS : 0n };
}

/**
 * What an agent is paid for a period (the daily-salary formula; hourly, real-time and dividends
 * use the same arithmetic on their own periods and bases). The agent's rate applies to the whole
 * team's figures; each direct downline under a contract of the same kind is paid by the agent's
 * share, so their gross pay comes off the agent's. A downline's rate never exceeds its upline's,
 * which keeps the difference at zero or more; it is floored at zero all the same, so a bad row
 * cannot turn a salary into a charge.
 */
export function salaryDue(
  kind: 'SALARY' | 'DIVIDEND',
  own: { terms: Terms; team: PeriodFigures },
  downlines: readonly { terms: Terms; team: PeriodFigures }[],
) {
  const gross = grossPay(kind, own.terms, own.team);
  const passedOn = downlines.reduce((sum, d) => sum + grossPay(kind, d.terms, d.team).amount, 0n);
  const net = gross.amount - passedOn;
  return { tier: gross.tier, gross: gross.amount, passedOn, amount: net > 0n ? net : 0n };
}
