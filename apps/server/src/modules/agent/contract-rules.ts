import type { ContractKind } from '@mekong/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { agentContracts, members } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/money/ledger.ts';

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

/** Terms as stored (jsonb): the tiers when there are any. */
export const storedTerms = (terms: Record<string, unknown>): Rated => ({
  tiers: Array.isArray(terms.tiers) ? (terms.tiers as { rate: number }[]) : [],
});

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

export async function checkRateCeiling(
  db: Db | Tx,
  merchantId: number,
  memberId: number,
  offer: { kind: ContractKind; terms: Rated },
) {
  const ceiling = await rateCeiling(db, merchantId, memberId, offer.kind);
  if (ceiling !== null && topRate(offer.terms) > ceiling) {
    throw new AppError('agent.contract.rate.exceeded', 'A downline’s rate cannot exceed its upline’s', {
      kind: offer.kind,
      ceiling,
    });
  }
}
