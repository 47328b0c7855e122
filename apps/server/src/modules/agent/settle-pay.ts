import type { ContractKind } from '@mekong/contracts';
import { and, eq, gt, gte, isNotNull, lt, lte, sql } from 'drizzle-orm';
import { arrayLiteral, type Db } from '../../platform/db/index.ts';
import { agentContractPayments, agentContracts, agentSettlementRuns } from '../../platform/db/schema.ts';
import { commissionsHouseAccount } from '../../platform/money/accounts.ts';
import type { Actor } from '../../platform/money/command.ts';
import type { Tx } from '../../platform/money/ledger.ts';
import { moveMoney } from '../wallet/index.ts';
import type { PeriodType, Span } from './periods.ts';

export type SettleMerchant = { id: number; currency: string; timezone: string };
export type PaymentRow = typeof agentContractPayments.$inferInsert & { kind: ContractKind };

/** The ledger type of contract pay, as the account record lists it. */
export const payType = (kind: ContractKind) => (kind === 'DIVIDEND' ? 'AGENT_DIVIDEND' : 'AGENT_SALARY');

/** A contract's period that overlaps one it was paid for already: nothing is paid for it. */
class OverlapsPaidPeriod extends Error {}

/**
 * Refuses a payment whose span overlaps one the contract was paid for. Periods are cut in the
 * merchant's time zone, which an admin may change: the periods after the change start at other
 * instants, so their keys are new while most of their hours were paid. The same holds a contract
 * that came into force mid-period and was paid for the whole of it before the partial rule, should
 * that period be replayed. Under a lock of the contract's row, so two payments of overlapping
 * spans at once are judged one after the other.
 */
async function refuseOverlapWithPaid(tx: Tx, row: PaymentRow) {
  await tx
    .select({ id: agentContracts.id })
    .from(agentContracts)
    .where(eq(agentContracts.id, row.contractId))
    .for('update');
  const [paid] = await tx
    .select({ start: agentContractPayments.periodStart })
    .from(agentContractPayments)
    .where(
      and(
        eq(agentContractPayments.contractId, row.contractId),
        isNotNull(agentContractPayments.transactionId),
        lt(agentContractPayments.periodStart, row.periodEnd),
        gt(agentContractPayments.periodEnd, row.periodStart),
      ),
    )
    .limit(1);
  if (paid) throw new OverlapsPaidPeriod(`contract ${row.contractId} was paid for a period overlapping this one`);
}

/**
 * Pays one contract for one period: the merchant's commissions account -> the member's main
 * wallet, with the payment row in the same transaction. The row's span is the part of the period
 * the contract was in force (all of it, or from its start or to its end within it), and the
 * money command is keyed by (contract, that part's start), which one period of one contract
 * always gives the same; its input is only that pair, so a second process or a replay of the
 * period (even one that computed another amount from data that changed since) gets the first
 * payment's answer and moves nothing. A span overlapping one paid under another start (after a
 * time zone change) moves nothing either, and answers as paid already.
 */
export async function payContract(
  db: Db,
  merchant: SettleMerchant,
  row: PaymentRow,
  to: number,
  actor: Actor,
): Promise<{ replayed: boolean }> {
  const periodStart = row.periodStart.toISOString();
  const key = `${row.contractId}@${periodStart}`;
  const paid = moveMoney(db, {
    merchantId: merchant.id,
    scope: 'agent-contract',
    key,
    input: { op: 'agentContractPay', contractId: row.contractId, periodStart },
    actor,
    action: 'agent.contract.pay',
    type: payType(row.kind),
    memberId: row.memberId,
    reference: key,
    meta: { kind: row.kind, contractId: row.contractId, periodStart, periodEnd: row.periodEnd.toISOString() },
    amount: row.amount,
    accounts: async () => ({
      from: await commissionsHouseAccount(db, merchant.id, row.memberId, merchant.currency),
      to,
    }),
    check: (tx) => refuseOverlapWithPaid(tx, row),
    after: async (tx, transactionId) => {
      await tx.insert(agentContractPayments).values({ ...row, transactionId });
      return { amount: row.amount.toString() };
    },
  });
  return paid.catch((err: unknown) => {
    if (err instanceof OverlapsPaidPeriod) return { replayed: true };
    throw err;
  });
}

/** A period with team activity that reached no tier: recorded, so the agent sees why, but no money. */
export const recordUnpaid = (db: Db, row: PaymentRow) =>
  db.insert(agentContractPayments).values(row).onConflictDoNothing();

/**
 * Marks the period done for the jobs, with what the payments of its contracts (by id: a dividend
 * period holds the shorter periods of other contracts) for parts of it add up to now.
 */
export async function recordRun(
  db: Db,
  merchantId: number,
  kind: ContractKind,
  type: PeriodType,
  span: Span,
  contractIds: readonly number[],
) {
  const ids = arrayLiteral(contractIds);
  const [sum] = await db
    .select({
      paid: sql<number>`count(*) filter (where ${agentContractPayments.amount} > 0)::int`,
      amount: sql<string>`coalesce(sum(${agentContractPayments.amount}), 0)::text`,
    })
    .from(agentContractPayments)
    .where(
      and(
        eq(agentContractPayments.merchantId, merchantId),
        eq(agentContractPayments.kind, kind),
        sql`${agentContractPayments.contractId} = any(${ids}::int[])`,
        gte(agentContractPayments.periodStart, span.start),
        lte(agentContractPayments.periodEnd, span.end),
      ),
    );
  const values = {
    contracts: contractIds.length,
    paid: sum?.paid ?? 0,
    amount: BigInt(sum?.amount ?? '0'),
    finishedAt: new Date(),
  };
  await db
    .insert(agentSettlementRuns)
    .values({ merchantId, kind, periodType: type, periodStart: span.start, periodEnd: span.end, ...values })
    .onConflictDoUpdate({
      target: [
        agentSettlementRuns.merchantId,
        agentSettlementRuns.kind,
        agentSettlementRuns.periodType,
        agentSettlementRuns.periodStart,
      ],
      set: values,
    });
}
