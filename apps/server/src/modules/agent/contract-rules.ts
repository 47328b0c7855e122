import type { ContractKind, ContractTier } from '@mekong/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { agentContracts, members, merchants } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/money/ledger.ts';
import { dividendPeriodOf } from './periods.ts';
import { reachedTier } from './salary.ts';

/** The whitelabel switch of each contract kind (packages/contracts/src/modules.ts). */
export const CONTRACT_MODULE: Record<ContractKind, string> = {
  DIVIDEND: 'SIGNCONDIV3',
  DAILY_SALARY: 'DAILYSALCONT3',
  HOURLY_SALARY: 'HOURSAL3',
  REALTIME_SALARY: 'RTSALARY3',
};

type Rated = { tiers: readonly { rate: number }[] };

/** The best rate a contract pays, at its highest tier. */
export const topRate = (terms: Rated) => Math.max(0, ...terms.tiers.map((t) => t.rate));

/** Terms with their tiers' thresholds (and a dividend's period), as offered or stored. */
type Tiered = { tiers: readonly ContractTier[]; period?: string | undefined };

/** Terms as stored (jsonb, checked by the contract schema when offered): the tiers when there are any. */
export const storedTerms = (terms: Record<string, unknown>): Tiered => ({
  tiers: Array.isArray(terms.tiers) ? (terms.tiers as ContractTier[]) : [],
  period: typeof terms.period === 'string' ? terms.period : undefined,
});

/**
 * Whether a downline's dividend terms are settled over a period their upline's own dividend is
 * (or the upline holds none, which the rate check refuses anyway). The upline's dividend is
 * its team's loss less each downline's dividend over the upline's own span: a downline paid daily
 * under an upline paid monthly was paid for a day's loss the month then won back, and that share
 * never came off the upline's.
 */
export const samePeriodAsUpline = (offer: Tiered, upline: { periods: readonly string[] }) =>
  upline.periods.length === 0 || upline.periods.includes(dividendPeriodOf(offer));

/** The merchant column of the brand's ceiling of each kind for its top-level agents (settings: topAgentRateCeilings). */
export const TOP_AGENT_CEILING = {
  DIVIDEND: 'topAgentDividendCeiling',
  DAILY_SALARY: 'topAgentDailySalaryCeiling',
  HOURLY_SALARY: 'topAgentHourlySalaryCeiling',
  REALTIME_SALARY: 'topAgentRealtimeSalaryCeiling',
} as const satisfies Record<ContractKind, keyof typeof merchants.$inferSelect>;

/**
 * A member's own terms of a kind in force: the tiers and dividend periods of those contracts, or
 * for a member at the top of the tree the brand's ceiling (`byBrand`).
 */
export type OwnTerms = { tiers: readonly ContractTier[]; periods: readonly string[]; byBrand: boolean };

/**
 * What a member's offers of a kind to their own downlines answer to, since the member's salary or
 * dividend is what pays the downline's. A member below someone answers to their own contracts of
 * the kind in force; without one they have nothing to share, and every rate is over it. A member
 * at the top of the tree (no upline: the brand made them) has no contract to answer to, and
 * answers to the brand's ceiling for the kind instead, as one tier without thresholds or period:
 * so the offer's check and the cascade that ends offers over their upline's terms hold a top
 * agent's offers to it too. Null only for a member that does not exist. One query.
 */
export async function ownTermsBelowUpline(
  db: Db | Tx,
  merchantId: number,
  memberId: number,
  kind: ContractKind,
): Promise<OwnTerms | null> {
  const rows = await db
    .select({
      uplineId: members.uplineId,
      terms: agentContracts.terms,
      brandCeiling: merchants[TOP_AGENT_CEILING[kind]],
    })
    .from(members)
    .innerJoin(merchants, eq(merchants.id, members.merchantId))
    .leftJoin(
      agentContracts,
      and(
        eq(agentContracts.merchantId, merchantId),
        eq(agentContracts.memberId, members.id),
        eq(agentContracts.kind, kind),
        eq(agentContracts.status, 'ACTIVE'),
      ),
    )
    .where(eq(members.id, memberId));
  const [first] = rows;
  if (!first) return null;
  if (first.uplineId === null) {
    const ceiling = { validBet: '0', activeMembers: 0, rate: first.brandCeiling };
    return { tiers: [ceiling], periods: [], byBrand: true };
  }
  const terms = rows.flatMap((r) => (r.terms ? [storedTerms(r.terms)] : []));
  return { tiers: terms.flatMap((t) => t.tiers), periods: terms.map(dividendPeriodOf), byBrand: false };
}

/**
 * The first tier of an offer that pays more than the upline's own terms at that tier's thresholds
 * (the rate the upline's terms pay there), or null when none does. The upline's team holds the
 * downline's, so its valid bet and active members are at least the downline's: a downline paid no
 * more than the upline at every point of its own tiers is paid no more on any day, and the
 * upline's share covers it. Comparing top rates alone let a tier without thresholds pass under an
 * upline whose same rate needs a large turnover: the house paid the downline what the upline's
 * contract never earned.
 */
export function tierAboveUpline(offer: Tiered, upline: Tiered) {
  for (const tier of offer.tiers) {
    const at = {
      validBet: BigInt(tier.validBet),
      activeMembers: tier.activeMembers,
      profitLoss: -BigInt(tier.profitLoss ?? '0'),
    };
    const ceiling = reachedTier(upline, at)?.rate ?? 0;
    if (tier.rate > ceiling) return { tier, ceiling };
  }
  return null;
}

export async function checkRateCeiling(
  db: Db | Tx,
  merchantId: number,
  memberId: number,
  offer: { kind: ContractKind; terms: Tiered },
) {
  const own = await ownTermsBelowUpline(db, merchantId, memberId, offer.kind);
  if (!own) return;
  const why = own.byBrand
    ? 'An agent at the top of the tree offers no more than the brand’s ceiling'
    : 'A downline’s rate cannot exceed its upline’s';
  const refuse = (at: number, tier?: ContractTier) =>
    new AppError('agent.contract.rate.exceeded', why, {
      kind: offer.kind,
      ceiling: at,
      // The ceiling is the brand's, not an upline's: the player site says so.
      ...(own.byBrand ? { byBrand: true } : {}),
      // The tier whose thresholds the upline's terms pay less at (absent: over the top rate).
      ...(tier ? { at: { validBet: tier.validBet, activeMembers: tier.activeMembers } } : {}),
    });
  const ceiling = topRate(own);
  if (topRate(offer.terms) > ceiling) throw refuse(ceiling);
  const above = tierAboveUpline(offer.terms, own);
  if (above) throw refuse(above.ceiling, above.tier);
  if (offer.kind === 'DIVIDEND' && !samePeriodAsUpline(offer.terms, own)) {
    throw new AppError('agent.contract.period.differs', 'A downline’s dividend period must be its upline’s', {
      period: own.periods[0],
    });
  }
}
