import { CONTRACT_KINDS, type ContractKind, type TopAgentRateCeilings } from '@mekong/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { agentContracts, members } from '../../platform/db/schema.ts';
import type { Tx } from '../../platform/money/ledger.ts';
import { TOP_AGENT_CEILING } from './contract-rules.ts';
import { cascadeCeiling } from './contract-store.ts';

type CeilingKey = (typeof TOP_AGENT_CEILING)[ContractKind];

/** The brand's ceilings for its top-level agents, as the settings show them. */
export const topAgentCeilingsOf = (m: Record<CeilingKey, number>) =>
  Object.fromEntries(CONTRACT_KINDS.map((kind) => [kind, m[TOP_AGENT_CEILING[kind]]])) as TopAgentRateCeilings;

/** The merchant columns a settings update of some ceilings sets. */
export const topAgentCeilingColumns = (update: Partial<TopAgentRateCeilings> | undefined) =>
  Object.fromEntries(
    CONTRACT_KINDS.flatMap((kind) => (update?.[kind] === undefined ? [] : [[TOP_AGENT_CEILING[kind], update[kind]]])),
  ) as Partial<Record<CeilingKey, number>>;

/**
 * After the brand sets ceilings (inside the settings update's transaction, so the new ones are
 * what the check reads): every offer waiting and contract in force from a top-level agent that
 * pays more than the ceiling of its kind ends, and so on down the line, through the same cascade
 * that follows an upline's own terms (contract-store.ts cascadeCeiling), since a top-level agent's
 * own terms are the brand's ceiling (contract-rules.ts ownTermsBelowUpline). Every kind set, not
 * only a lowered one: contracts made before there was a ceiling may be over one never lowered,
 * and a ceiling an operator sets is one nothing stays above. Only agents with an offer over the
 * ceiling at some tier are handed to the cascade: it decides, this spares it the rest. The ids of
 * the contracts ended.
 */
export async function endOffersOverTopCeilings(
  tx: Tx,
  merchantId: number,
  set: Partial<TopAgentRateCeilings> | undefined,
) {
  const ended: number[] = [];
  for (const kind of CONTRACT_KINDS) {
    const ceiling = set?.[kind];
    if (ceiling === undefined) continue;
    const tops = await tx
      .selectDistinct({ id: agentContracts.uplineId })
      .from(agentContracts)
      .innerJoin(members, eq(members.id, agentContracts.uplineId))
      .where(
        and(
          eq(agentContracts.merchantId, merchantId),
          eq(agentContracts.kind, kind),
          inArray(agentContracts.status, ['PENDING', 'ACTIVE']),
          isNull(members.uplineId),
          // Lax jsonpath: terms stored in another shape match nothing rather than fail the update.
          sql`jsonb_path_exists(${agentContracts.terms}, '$.tiers[*] ? (@.rate > $ceiling)', jsonb_build_object('ceiling', ${ceiling}::int))`,
        ),
      );
    for (const top of tops) ended.push(...(await cascadeCeiling(tx, merchantId, top.id, kind)));
  }
  return ended;
}
