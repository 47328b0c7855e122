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
 * An upline's pay shared among its downlines' claims (each their own gross): in full when they fit
 * in it, else pro rata, each share rounded down, so the shares never add up to more than the pay
 * (what rounding leaves stays with the upline). A downline is paid out of its upline's earnings:
 * sub-teams that bet against each other (one loses what the other wins) make no upline pay to
 * share, however much each claim's terms give on its own team.
 */
export function allot(pay: bigint, claims: readonly bigint[]): bigint[] {
  const total = claims.reduce((sum, c) => sum + c, 0n);
  if (total <= pay) return [...claims];
  return claims.map((c) => (c * pay) / total);
}

/**
 * What an agent is paid for a period when nobody above caps it (the daily-salary formula; hourly,
 * real-time and dividends use the same arithmetic on their own periods and bases). The agent's
 * rate applies to the whole team's figures; each direct downline under a contract of the same
 * kind is paid out of the agent's share (allot), so what they get comes off the agent's. The
 * settlement does this at every level of the tree, each contract's own pay capped first by what
 * its upline's contracts allot it (settle-cap.ts).
 */
export function salaryDue(
  kind: 'SALARY' | 'DIVIDEND',
  own: { terms: Terms; team: PeriodFigures },
  downlines: readonly { terms: Terms; team: PeriodFigures }[],
) {
  const gross = grossPay(kind, own.terms, own.team);
  const shares = allot(
    gross.amount,
    downlines.map((d) => grossPay(kind, d.terms, d.team).amount),
  );
  const passedOn = shares.reduce((sum, s) => sum + s, 0n);
  return { tier: gross.tier, gross: gross.amount, passedOn, amount: gross.amount - passedOn };
}
