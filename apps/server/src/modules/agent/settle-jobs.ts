import type { ContractKind } from '@mekong/contracts';
import { and, eq, exists, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { agentContracts, agentSettlementRuns, merchants } from '../../platform/db/schema.ts';
import { closedPeriods, type PeriodType, periodTypesOf, type Span } from './periods.ts';
import { SETTLE_GRACE_MS, settlePeriod } from './settle.ts';

/**
 * How many closed periods back each tick looks: a tick missed while every server was down is
 * made up by the next one. Periods done are skipped after one probe of agent_settlement_runs.
 */
const CATCH_UP: Record<PeriodType, number> = {
  FIVE_MINUTES: 12,
  HOUR: 24,
  DAY: 7,
  DAILY: 7,
  WEEKLY: 2,
  SEMIMONTHLY: 2,
  MONTHLY: 2,
};

/** Longer than the oldest period any CATCH_UP reaches (two months and their days). */
const LOOK_BACK_MS = 70 * 86_400_000;

const actor = { type: 'system' as const, id: 'agent-settlement' };

/**
 * What of a period no run has settled: all of it, none (null), or its end from where the runs it
 * overlaps stop. Periods are cut in the merchant's time zone; after an admin changes it, the
 * periods start at other instants and overlap those already settled. Settling them whole would
 * pay those hours again; skipping them would leave the hours between unpaid.
 */
function unsettledPart(span: Span, runs: Span[]): Span | null {
  let from = span.start;
  for (const run of runs) if (run.start < span.end && run.end > span.start && run.end > from) from = run.end;
  if (from >= span.end) return null;
  return from.getTime() === span.start.getTime() ? span : { start: from, end: span.end };
}

/**
 * The scheduled side: for every merchant, each recently closed period of the kind (in the
 * merchant's time zone) that has no finished run yet is settled. pg-boss hands each tick to one
 * process; should two runs meet anyway (a slow tick and the next), the keyed payments hold.
 */
export async function settleDue(db: Db, kind: ContractKind, now = new Date()) {
  // Only merchants with a contract of the kind that may be due: one in force, or ended within
  // the longest look back (two months), so a brand without agents costs nothing.
  const since = new Date(now.getTime() - LOOK_BACK_MS);
  const list = await db
    .select({ id: merchants.id, currency: merchants.currency, timezone: merchants.timezone })
    .from(merchants)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(agentContracts)
          .where(
            and(
              eq(agentContracts.merchantId, merchants.id),
              eq(agentContracts.kind, kind),
              isNotNull(agentContracts.activatedAt),
              or(isNull(agentContracts.endedAt), gt(agentContracts.endedAt, since)),
            ),
          ),
      ),
    );
  const total = { merchants: list.length, periods: 0, paid: 0, amount: 0n };
  for (const merchant of list) {
    for (const type of periodTypesOf(kind)) {
      const spans = closedPeriods(type, now, merchant.timezone, CATCH_UP[type], SETTLE_GRACE_MS);
      const first = spans[0];
      if (!first) continue;
      const done = await db
        .select({ start: agentSettlementRuns.periodStart, end: agentSettlementRuns.periodEnd })
        .from(agentSettlementRuns)
        .where(
          and(
            eq(agentSettlementRuns.merchantId, merchant.id),
            eq(agentSettlementRuns.kind, kind),
            eq(agentSettlementRuns.periodType, type),
            gt(agentSettlementRuns.periodEnd, first.start),
          ),
        );
      for (const whole of spans) {
        const span = unsettledPart(whole, done);
        if (!span) continue;
        const r = await settlePeriod(db, merchant, kind, type, span, actor);
        total.periods++;
        total.paid += r.paid;
        total.amount += BigInt(r.amount);
      }
    }
  }
  return { ...total, amount: total.amount.toString() };
}
