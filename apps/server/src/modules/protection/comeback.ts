import { sql } from 'drizzle-orm';
import { audit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';
import { rowsOf } from '../../platform/money/ledger.ts';

/** How long a player waits between asking to come back after a self-exclusion and signing in. */
const COME_BACK_WAIT = '24 hours';

type EndedExclusion = { id: number; endedAt: string; comeBackFrom: string | null };

/** The player's last self-exclusion, once it has ended and while the player has not come back. */
async function endedExclusion(db: Db, merchantId: number, memberId: number): Promise<EndedExclusion | null> {
  const [row] = rowsOf<{ id: number; ends_at: Date | string; come_back_from: Date | string | null }>(
    await db.execute(sql`select b.id, b.ends_at, b.come_back_from from player_breaks b
      where b.merchant_id = ${merchantId} and b.member_id = ${memberId} and b.kind = 'EXCLUSION'
        and b.ends_at <= now()
      order by b.ends_at desc limit 1`),
  );
  if (!row) return null;
  const comeBackFrom = row.come_back_from === null ? null : new Date(row.come_back_from);
  if (comeBackFrom && comeBackFrom.getTime() <= Date.now()) return null;
  return {
    id: row.id,
    endedAt: new Date(row.ends_at).toISOString(),
    comeBackFrom: comeBackFrom?.toISOString() ?? null,
  };
}

/**
 * A self-exclusion does not simply lapse: after its end the player asks to come back (signing in
 * with `comeBack`) and may sign in 24 hours later. Until then sign-in is refused, saying which
 * step the player is at. The request is recorded once; asking again does not move the time.
 */
export async function refuseBeforeComingBack(
  db: Db,
  who: { merchantId: number; memberId: number; ip: string },
  comeBack: boolean,
): Promise<void> {
  const ended = await endedExclusion(db, who.merchantId, who.memberId);
  if (!ended) return;
  if (ended.comeBackFrom)
    throw new AppError('login.comeback.waiting', 'The player may sign in later', { until: ended.comeBackFrom });
  if (!comeBack)
    throw new AppError('login.exclusion.ended', 'The self-exclusion ended: ask to come back', {
      endedAt: ended.endedAt,
    });
  const from = await db.transaction(async (tx) => {
    const [row] = rowsOf<{ from: Date | string }>(
      await tx.execute(sql`update player_breaks
        set come_back_from = coalesce(come_back_from, now() + ${COME_BACK_WAIT}::interval)
        where id = ${ended.id} returning come_back_from as from`),
    );
    const until = new Date(row?.from ?? Date.now()).toISOString();
    await audit(tx, {
      merchantId: who.merchantId,
      actor: { type: 'member', id: String(who.memberId) },
      action: 'break.comeback.asked',
      details: { memberId: who.memberId, breakId: ended.id, until },
      ip: who.ip,
    });
    return until;
  });
  throw new AppError('login.comeback.waiting', 'The player may sign in later', { until: from });
}
