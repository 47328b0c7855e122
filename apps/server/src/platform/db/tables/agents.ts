import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * An agreement between an agent and a downline: dividend, daily salary,
 * hourly salary or real-time salary. The upline offers it (PENDING); the downline accepts
 * (ACTIVE) or rejects; either side may terminate an active one.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    kind: text('kind', { enum: ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] }).notNull(),
    uplineId: integer('upline_id').notNull(),
    memberId: integer('member_id').notNull(),
    status: text('status', { enum: ['PENDING', 'ACTIVE', 'REJECTED', 'TERMINATED'] })
      .notNull()
      .default('PENDING'),
    /** The contract's tiers and period (rates, valid-bet thresholds, active members...). */
    terms: jsonb('terms').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /**
     * When the contract came into force and when it stopped: a settlement pays each contract for
     * the part of its period between them, so a replay of a past period pays the same parts.
     */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('agent_contracts_member').on(t.merchantId, t.memberId, t.kind, t.status),
    // The contracts an agent offered: their list, and the cascade when the agent's own rate drops.
    index('agent_contracts_upline').on(t.merchantId, t.uplineId, t.kind, t.status),
    // At most one contract of a kind in force, and one offer waiting, per member: two answers at
    // once cannot both win.
    uniqueIndex('agent_contracts_one_active').on(t.merchantId, t.memberId, t.kind).where(sql`${t.status} = 'ACTIVE'`),
    uniqueIndex('agent_contracts_one_pending').on(t.merchantId, t.memberId, t.kind).where(sql`${t.status} = 'PENDING'`),
  ],
);
