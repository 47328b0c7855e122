import type { ConsolidatedFunds } from '@mekong/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { agentContracts } from '../../platform/db/schema.ts';

const FIELD = {
  DAILY_SALARY: 'dailysalreqtype',
  DIVIDEND: 'divtypereq',
  HOURLY_SALARY: 'contracthoursalreq',
  REALTIME_SALARY: 'realtimesalreqtype',
} as const;

/**
 * Where the member stands with each contract kind (SPEC "Consolidated funds"): 2 when one is in
 * force, else 1 when an upline's offer waits for an answer, else 0.
 */
export async function consolidatedFunds(db: Db, merchantId: number, memberId: number): Promise<ConsolidatedFunds> {
  const rows = await db
    .select({ kind: agentContracts.kind, status: agentContracts.status })
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.merchantId, merchantId),
        eq(agentContracts.memberId, memberId),
        inArray(agentContracts.status, ['PENDING', 'ACTIVE']),
      ),
    );
  const state: ConsolidatedFunds = { dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 };
  for (const r of rows) {
    const field = FIELD[r.kind];
    state[field] = r.status === 'ACTIVE' ? 2 : (Math.max(state[field], 1) as 1 | 2);
  }
  return state;
}
