import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { wageringRequirements } from '../../platform/db/schema.ts';
import type { Tx } from '../../platform/money/ledger.ts';

/** Adds turnover a player must bet before withdrawing (a bonus's multiple of its amount). */
export async function addWagering(
  tx: Tx,
  r: { merchantId: number; memberId: number; source: string; reference: string; required: bigint },
) {
  if (r.required <= 0n) return;
  await tx.insert(wageringRequirements).values(r);
}

/** Turnover still to bet before a withdrawal is allowed (0 when nothing is owed). */
export async function outstandingWagering(db: Db | Tx, merchantId: number, memberId: number): Promise<bigint> {
  const [row] = await db
    .select({
      left: sql<string>`coalesce(sum(${wageringRequirements.required} - ${wageringRequirements.progressed}), 0)::text`,
    })
    .from(wageringRequirements)
    .where(
      and(
        eq(wageringRequirements.merchantId, merchantId),
        eq(wageringRequirements.memberId, memberId),
        eq(wageringRequirements.status, 'ACTIVE'),
      ),
    );
  return BigInt(row?.left ?? '0');
}

/** The player's requirements, newest first, for the withdraw page. */
export function wageringOf(db: Db, merchantId: number, memberId: number) {
  return db
    .select()
    .from(wageringRequirements)
    .where(and(eq(wageringRequirements.merchantId, merchantId), eq(wageringRequirements.memberId, memberId)))
    .orderBy(sql`${wageringRequirements.id} desc`)
    .limit(50);
}
