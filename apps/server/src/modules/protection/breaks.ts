import type { BreakRequest } from '@mekong/contracts';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { audit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/index.ts';
import { playerBreaks } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { extendExclusion } from './exclusion-across-brands.ts';
import { actorOf, auditSubject, type LimitOwner } from './limits.ts';

/** How long each break lasts, as PostgreSQL intervals; permanent has no end. */
const LENGTHS: Record<BreakRequest['length'], string | null> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '6w': '6 weeks',
  '6m': '6 months',
  '1y': '1 year',
  '5y': '5 years',
  permanent: null,
};

export type ActiveBreak = { kind: 'TIMEOUT' | 'EXCLUSION'; until: string | null };

/** The break the player is on now, the one ending last (a permanent one first), or null. */
export async function activeBreak(db: Db, merchantId: number, memberId: number): Promise<ActiveBreak | null> {
  const [row] = await db
    .select({ kind: playerBreaks.kind, endsAt: playerBreaks.endsAt })
    .from(playerBreaks)
    .where(
      and(
        eq(playerBreaks.merchantId, merchantId),
        eq(playerBreaks.memberId, memberId),
        or(isNull(playerBreaks.endsAt), gt(playerBreaks.endsAt, sql`now()`)),
      ),
    )
    .orderBy(sql`${playerBreaks.endsAt} desc nulls first`, desc(playerBreaks.id))
    .limit(1);
  return row ? { kind: row.kind, until: row.endsAt?.toISOString() ?? null } : null;
}

/** Whether the player is on a break now: promotions pass them by meanwhile. */
export const onBreak = async (db: Db, merchantId: number, memberId: number) =>
  (await activeBreak(db, merchantId, memberId)) !== null;

/** The refusal of a sign-in while a break runs, saying which and until when. */
export const breakRefusal = (running: ActiveBreak) =>
  new AppError('login.break.active', 'The player is on a break', running);

/** Sign-in is refused while a break runs, saying which and until when. */
export async function refuseOnBreak(db: Db, merchantId: number, memberId: number): Promise<void> {
  const running = await activeBreak(db, merchantId, memberId);
  if (running) throw breakRefusal(running);
}

/**
 * Starts a break now. One running is never shortened: the new one must end after it (a permanent
 * one ends after everything). A self-exclusion on a brand that extends them reaches the same
 * person on every brand, whose sessions end here. The caller ends the player's own.
 */
export async function takeBreak(db: Db, o: LimitOwner, input: BreakRequest): Promise<ActiveBreak> {
  const length = LENGTHS[input.length];
  return db.transaction(async (tx) => {
    // One break at a time per player: concurrent requests queue on the player's own row lock.
    await tx.execute(sql`select 1 from members where id = ${o.memberId} for update`);
    const running = await activeBreak(tx as unknown as Db, o.merchantId, o.memberId);
    const [row] = await tx
      .insert(playerBreaks)
      .values({
        merchantId: o.merchantId,
        memberId: o.memberId,
        kind: input.kind,
        endsAt: length === null ? null : sql`now() + ${length}::interval`,
      })
      .returning();
    if (!row) throw new Error('the break was not stored');
    const endsAfter = (a: Date | null, b: string | null) =>
      a === null ? b !== null : b !== null && a.getTime() > new Date(b).getTime();
    if (running && !endsAfter(row.endsAt, running.until))
      throw new AppError('break.shorter', 'A break cannot be shortened', running);
    await audit(tx, {
      merchantId: o.merchantId,
      actor: actorOf(o),
      action: `break.${input.kind.toLowerCase()}`,
      details: { ...auditSubject(o), kind: input.kind, length: input.length, until: row.endsAt?.toISOString() ?? null },
      ip: o.ip,
    });
    if (row.kind === 'EXCLUSION')
      await extendExclusion(tx, {
        breakId: row.id,
        merchantId: o.merchantId,
        memberId: o.memberId,
        endsAt: row.endsAt,
      });
    return { kind: row.kind, until: row.endsAt?.toISOString() ?? null };
  });
}
