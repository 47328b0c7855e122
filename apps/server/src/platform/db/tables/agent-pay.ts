import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const CONTRACT_KINDS = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const;

/**
 * What a contract paid its member for one period (modules/agent/settle.ts): the team's figures
 * the tier was chosen on, the rate, what the downlines' own contracts took, and the amount;
 * period_start and period_end are the part of the period the contract was in force. One row per
 * contract and period at most, in the same transaction as the money, so a replay or a second
 * process finds it and pays nothing. Periods without any team activity have no row.
 */
export const agentContractPayments = pgTable(
  'agent_contract_payments',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    contractId: integer('contract_id').notNull(),
    /** The payee: the contract's member (the downline side of the agreement). */
    memberId: integer('member_id').notNull(),
    kind: text('kind', { enum: CONTRACT_KINDS }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    profitLoss: bigint('profit_loss', { mode: 'bigint' }).notNull(),
    activeMembers: integer('active_members').notNull(),
    /** Basis points of the tier reached; 0 when none was. */
    rate: integer('rate').notNull(),
    gross: bigint('gross', { mode: 'bigint' }).notNull(),
    passedDown: bigint('passed_down', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The ledger transaction that paid it; null when the amount is zero. */
    transactionId: bigint('transaction_id', { mode: 'number' }),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agent_contract_payments_period').on(t.contractId, t.periodStart),
    // "My income": a member's payments by time paid.
    index('agent_contract_payments_member').on(t.merchantId, t.memberId, t.paidAt),
  ],
);

/**
 * A settlement that finished: (merchant, kind, period type, period start). The jobs skip periods
 * found here, so a closed period costs one probe after its run; the operator's replay ignores it
 * and runs again (paying nothing already paid).
 */
export const agentSettlementRuns = pgTable(
  'agent_settlement_runs',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    kind: text('kind', { enum: CONTRACT_KINDS }).notNull(),
    /** DAY, HOUR, FIVE_MINUTES, or a dividend's DAILY, WEEKLY, SEMIMONTHLY, MONTHLY. */
    periodType: text('period_type').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    contracts: integer('contracts').notNull(),
    paid: integer('paid').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull().default(sql`0`),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agent_settlement_runs_period').on(t.merchantId, t.kind, t.periodType, t.periodStart)],
);
