import type { ContractKind, ContractTier } from '@mekong/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { agentContracts, members } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/money/ledger.ts';
import { DEFAULT_DIVIDEND_PERIOD } from './periods.ts';
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

/** The period a dividend is settled over (the contract's, or the default: monthly). */
export const dividendPeriod = (terms: { period?: string | undefined }) => terms.period ?? DEFAULT_DIVIDEND_PERIOD;

/**
 * Whether a downline's dividend terms are settled over a period their upline's own dividend is
 * (or the upline holds none, which the rate check refuses anyway). The upline's dividend is
 * its team's loss less each downline's dividend over the upline's own span: a downline paid daily
 * under an upline paid monthly was paid for a day's loss the month then won back, and that share
 * never came off the upline's.
 */
export const samePeriodAsUpline = (offer: Tiered, upline: { periods: readonly string[] }) =>
  upline.periods.length === 0 || upline.periods.includes(dividendPeriod(offer));

/** topRate in SQL, for rows: the highest `rate` among the stored terms' tiers (0 when none). */
export const topRateSql = sql<number>`coalesce((select max((tier->>'rate')::int)
  from jsonb_array_elements(${agentContracts.terms}->'tiers') tier), 0)`;

/**
 * What a member may offer their own downlines: no more than their own rate of that kind, since
 * the member's salary or dividend is what pays the downline's. A member at the top of the tree
 * (no upline) answers to the merchant alone: no ceiling. A member below someone, without a
 * contract of that kind in force, has nothing to share: ceiling 0.
 */
export async function rateCeiling(db: Db | Tx, merchantId: number, memberId: number, kind: ContractKind) {
  const [row] = await db
    .select({ uplineId: members.uplineId, rate: sql<number | null>`max(${topRateSql})` })
    .from(members)
    .leftJoin(
      agentContracts,
      and(
        eq(agentContracts.merchantId, merchantId),
        eq(agentContracts.memberId, members.id),
        eq(agentContracts.kind, kind),
        eq(agentContracts.status, 'ACTIVE'),
      ),
    )
    .where(eq(members.id, memberId))
    .groupBy(members.uplineId);
  if (!row || row.uplineId === null) return null;
  return row.rate === null ? 0 : Number(row.rate);
}

/** A member's own contracts of a kind in force: the terms their downlines' offers answer to. */
export async function ownTerms(db: Db | Tx, merchantId: number, memberId: number, kind: ContractKind) {
  const rows = await db
    .select({ terms: agentContracts.terms })
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.merchantId, merchantId),
        eq(agentContracts.memberId, memberId),
        eq(agentContracts.kind, kind),
        eq(agentContracts.status, 'ACTIVE'),
      ),
    );
  const terms = rows.map((r) => storedTerms(r.terms));
  return { tiers: terms.flatMap((t) => t.tiers), periods: terms.map(dividendPeriod) };
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
  const ceiling = await rateCeiling(db, merchantId, memberId, offer.kind);
  if (ceiling === null) return;
  const refuse = (at: number, tier?: ContractTier) =>
    new AppError('agent.contract.rate.exceeded', 'A downline’s rate cannot exceed its upline’s', {
      kind: offer.kind,
      ceiling: at,
      // The tier whose thresholds the upline's terms pay less at (absent: over the top rate).
      ...(tier ? { at: { validBet: tier.validBet, activeMembers: tier.activeMembers } } : {}),
    });
  if (topRate(offer.terms) > ceiling) throw refuse(ceiling);
  const own = await ownTerms(db, merchantId, memberId, offer.kind);
  const above = tierAboveUpline(offer.terms, own);
  if (above) throw refuse(above.ceiling, above.tier);
  if (offer.kind === 'DIVIDEND' && !samePeriodAsUpline(offer.terms, own)) {
    throw new AppError('agent.contract.period.differs', 'A downline’s dividend period must be its upline’s', {
      period: own.periods[0],
    });
  }
}
