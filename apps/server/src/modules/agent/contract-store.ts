import type { ContractKind } from '@mekong/contracts';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/index.ts';
import { agentContracts, members } from '../../platform/db/schema.ts';
import type { Tx } from '../../platform/money/ledger.ts';
import { ownTermsBelowUpline, samePeriodAsUpline, storedTerms, tierAboveUpline } from './contract-rules.ts';

const upline = alias(members, 'contract_upline');

/** Contracts with both parties' accounts, as the API shows them. */
export async function contractRows(db: Db | Tx, where: SQL | undefined, page = { page: 1, size: 100 }) {
  const rows = await db
    .select({ c: agentContracts, account: members.account, uplineAccount: upline.account })
    .from(agentContracts)
    .innerJoin(members, eq(members.id, agentContracts.memberId))
    .innerJoin(upline, eq(upline.id, agentContracts.uplineId))
    .where(where)
    .orderBy(desc(agentContracts.id))
    .limit(page.size)
    .offset((page.page - 1) * page.size);
  return rows.map(({ c, account, uplineAccount }) => ({
    id: c.id,
    kind: c.kind,
    status: c.status,
    uplineId: c.uplineId,
    uplineAccount,
    memberId: c.memberId,
    account,
    terms: c.terms,
    createdAt: c.createdAt.toISOString(),
    decidedAt: c.decidedAt?.toISOString() ?? null,
  }));
}

export const countContracts = async (db: Db, where: SQL | undefined) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(agentContracts).where(where))[0]?.n ?? 0;

/**
 * The product's rule: "a higher-rate downline contract is auto-terminated if the upline proceeds".
 * After a member's own contract of a kind changes (accepted on other terms, terminated), every
 * contract that member offered of that kind that now pays more than theirs (at its top rate, or
 * at any of its tiers: tierAboveUpline), or a dividend over another period, ends, and so on down the line, since each one ended lowers
 * the ceiling of the member below it to zero.
 * They end at `at`, the instant the change above took effect: a contract is paid for the part of
 * a period it was in force, and its upline's pay for the same hours gives up its share, so the
 * one below ends exactly when the one above changed.
 */
export async function cascadeCeiling(
  tx: Tx,
  merchantId: number,
  memberId: number,
  kind: ContractKind,
  at = new Date(),
) {
  let frontier = [memberId];
  const ended: number[] = [];
  while (frontier.length > 0) {
    const next: number[] = [];
    for (const id of frontier) {
      const own = await ownTermsBelowUpline(tx, merchantId, id, kind);
      if (!own) continue;
      const offered = await tx
        .select({ id: agentContracts.id, memberId: agentContracts.memberId, terms: agentContracts.terms })
        .from(agentContracts)
        .where(
          and(
            eq(agentContracts.merchantId, merchantId),
            eq(agentContracts.uplineId, id),
            eq(agentContracts.kind, kind),
            inArray(agentContracts.status, ['PENDING', 'ACTIVE']),
          ),
        );
      const over = offered.filter((c) => {
        const terms = storedTerms(c.terms);
        // A tier over the upline's (its top rate over theirs is one) or a dividend over another period.
        return tierAboveUpline(terms, own) !== null || (kind === 'DIVIDEND' && !samePeriodAsUpline(terms, own));
      });
      if (over.length === 0) continue;
      const endedNow = await tx
        .update(agentContracts)
        .set({ status: 'TERMINATED', decidedAt: at, endedAt: at })
        .where(
          and(
            inArray(
              agentContracts.id,
              over.map((c) => c.id),
            ),
            inArray(agentContracts.status, ['PENDING', 'ACTIVE']),
          ),
        )
        .returning({ id: agentContracts.id, memberId: agentContracts.memberId });
      for (const c of endedNow) {
        ended.push(c.id);
        next.push(c.memberId);
      }
    }
    frontier = next;
  }
  return ended;
}
