import type { ContractKind } from '@mekong/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { agentContracts } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/money/ledger.ts';
import { checkRateCeiling, storedTerms } from './contract-rules.ts';
import { cascadeCeiling, contractRows } from './contract-store.ts';

type Member = { id: number; merchantId: number };
export type Decision = { action: 'ACCEPT' | 'REJECT' | 'TERMINATE'; contractId?: number | undefined };

/**
 * The downline's answer to a contract of one kind: accept or reject the offer waiting, or end the
 * contract in force. Accepting checks the upline's rate again (it may have dropped since the
 * offer), replaces the contract in force, and, like ending one, brings the member's own offers
 * below under the new ceiling. All in one transaction, guarded by the status it expects, so two
 * answers at once cannot both win.
 */
export async function decideContract(db: Db, member: Member, kind: ContractKind, d: Decision) {
  const expected = d.action === 'TERMINATE' ? 'ACTIVE' : 'PENDING';
  return db.transaction(async (tx) => {
    // One instant for the contract replaced and its successor, so exactly one is in force at any time.
    const now = new Date();
    const [found] = await tx
      .select()
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.merchantId, member.merchantId),
          eq(agentContracts.memberId, member.id),
          eq(agentContracts.kind, kind),
          eq(agentContracts.status, expected),
          d.contractId ? eq(agentContracts.id, d.contractId) : undefined,
        ),
      )
      .for('update');
    if (!found) throw await notOpen(tx, member, kind, expected, d.contractId);
    if (d.action === 'ACCEPT') {
      await checkRateCeiling(tx, member.merchantId, found.uplineId, { kind, terms: storedTerms(found.terms) });
      await tx
        .update(agentContracts)
        .set({ status: 'TERMINATED', decidedAt: now, endedAt: now })
        .where(
          and(
            eq(agentContracts.merchantId, member.merchantId),
            eq(agentContracts.memberId, member.id),
            eq(agentContracts.kind, kind),
            eq(agentContracts.status, 'ACTIVE'),
            ne(agentContracts.id, found.id),
          ),
        );
    }
    const status = d.action === 'ACCEPT' ? 'ACTIVE' : d.action === 'REJECT' ? 'REJECTED' : 'TERMINATED';
    const times = status === 'ACTIVE' ? { activatedAt: now } : { endedAt: now };
    await tx
      .update(agentContracts)
      .set({ status, decidedAt: now, ...times })
      .where(eq(agentContracts.id, found.id));
    const cascaded = d.action === 'REJECT' ? [] : await cascadeCeiling(tx, member.merchantId, member.id, kind, now);
    const [view] = await contractRows(tx, eq(agentContracts.id, found.id));
    return { contract: view as NonNullable<typeof view>, terminatedBelow: cascaded.length };
  });
}

/**
 * The refusal of an answer to a contract that is no longer waiting for it: when the contract
 * named exists, its real state (so the loser of two answers at once learns which one won);
 * otherwise that there is no such contract.
 */
async function notOpen(tx: Tx, member: Member, kind: ContractKind, expected: string, contractId?: number) {
  const [now] = contractId
    ? await tx
        .select({ id: agentContracts.id, status: agentContracts.status, decidedAt: agentContracts.decidedAt })
        .from(agentContracts)
        .where(
          and(
            eq(agentContracts.id, contractId),
            eq(agentContracts.merchantId, member.merchantId),
            eq(agentContracts.memberId, member.id),
            eq(agentContracts.kind, kind),
          ),
        )
    : [];
  if (!now) return new AppError('agent.contract.not.found', `No ${expected.toLowerCase()} ${kind} contract`);
  return new AppError('agent.contract.state', `This contract is ${now.status} already`, {
    id: now.id,
    status: now.status,
    decidedAt: now.decidedAt?.toISOString() ?? null,
  });
}

/** The member's own contracts (as the downline), newest first. */
export const myContracts = (db: Db, member: Member) =>
  contractRows(db, and(eq(agentContracts.merchantId, member.merchantId), eq(agentContracts.memberId, member.id)));
