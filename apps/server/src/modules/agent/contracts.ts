import type { ContractKind, ContractTerms } from '@mekong/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { agentContracts } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { ResolvedMerchant } from '../../platform/merchant.ts';
import { CONTRACT_MODULE, checkRateCeiling } from './contract-rules.ts';
import { cascadeCeiling, contractRows, countContracts } from './contract-store.ts';
import { teamMember } from './tree.ts';

type Agent = { id: number; merchantId: number };
type Status = 'PENDING' | 'ACTIVE' | 'REJECTED' | 'TERMINATED';

export function requireContractModule(merchant: ResolvedMerchant, kind: ContractKind) {
  if (!merchant.isModuleOn(CONTRACT_MODULE[kind])) {
    throw new AppError('function.not.available', `${kind} contracts are switched off`);
  }
}

const uniqueViolation = (err: unknown) => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
};

/**
 * An agent offers a direct downline a contract (PENDING until the downline answers). One offer of
 * a kind waits at a time; a new one while a contract is in force proposes new terms, which
 * replace the old contract when accepted.
 */
export async function offerContract(
  db: Db,
  merchant: ResolvedMerchant,
  agent: Agent,
  input: { memberId: number; kind: ContractKind; terms: ContractTerms },
) {
  requireContractModule(merchant, input.kind);
  const target = await teamMember(db, agent, { id: input.memberId });
  if (target.level !== 1) throw new AppError('request.param.err', 'Contracts are made with a direct downline');
  await checkRateCeiling(db, agent.merchantId, agent.id, input);
  try {
    const [row] = await db
      .insert(agentContracts)
      .values({
        merchantId: agent.merchantId,
        kind: input.kind,
        uplineId: agent.id,
        memberId: target.id,
        terms: input.terms as Record<string, unknown>,
      })
      .returning({ id: agentContracts.id });
    const [view] = await contractRows(db, eq(agentContracts.id, (row as { id: number }).id));
    return view as NonNullable<typeof view>;
  } catch (err) {
    if (uniqueViolation(err)) throw new AppError('agent.contract.state', 'An offer of this kind is already waiting');
    throw err;
  }
}

/** The contracts an agent offered, newest first. */
export async function offeredContracts(
  db: Db,
  agent: Agent,
  q: {
    kind?: ContractKind | undefined;
    status?: Status | undefined;
    memberId?: number | undefined;
    page: number;
    size: number;
  },
) {
  const where = and(
    eq(agentContracts.merchantId, agent.merchantId),
    eq(agentContracts.uplineId, agent.id),
    q.kind ? eq(agentContracts.kind, q.kind) : undefined,
    q.status ? eq(agentContracts.status, q.status) : undefined,
    q.memberId ? eq(agentContracts.memberId, q.memberId) : undefined,
  );
  const [total, list] = await Promise.all([countContracts(db, where), contractRows(db, where, q)]);
  return { total, list };
}

/** The upline withdraws an offer or ends a contract in force; the line below follows. */
export async function terminateOffered(db: Db, agent: Agent, contractId: number) {
  return db.transaction(async (tx) => {
    // One instant for this contract and those the cascade ends below it: each is paid up to it.
    const at = new Date();
    const [ended] = await tx
      .update(agentContracts)
      .set({ status: 'TERMINATED', decidedAt: at, endedAt: at })
      .where(
        and(
          eq(agentContracts.id, contractId),
          eq(agentContracts.merchantId, agent.merchantId),
          eq(agentContracts.uplineId, agent.id),
          inArray(agentContracts.status, ['PENDING', 'ACTIVE']),
        ),
      )
      .returning();
    if (!ended) {
      // Ended or answered by someone else a moment ago: say how it stands now.
      const [now] = await tx
        .select({ id: agentContracts.id, status: agentContracts.status, decidedAt: agentContracts.decidedAt })
        .from(agentContracts)
        .where(
          and(
            eq(agentContracts.id, contractId),
            eq(agentContracts.merchantId, agent.merchantId),
            eq(agentContracts.uplineId, agent.id),
          ),
        );
      if (!now) throw new AppError('agent.contract.not.found', 'No such contract');
      throw new AppError('agent.contract.state', `This contract is ${now.status} already`, {
        id: now.id,
        status: now.status,
        decidedAt: now.decidedAt?.toISOString() ?? null,
      });
    }
    await cascadeCeiling(tx, agent.merchantId, ended.memberId, ended.kind, at);
    const [view] = await contractRows(tx, eq(agentContracts.id, ended.id));
    return view as NonNullable<typeof view>;
  });
}
