import type { LimitKind, LimitPeriod, LimitSetRequest, PlayerLimit, PlayerLimits } from '@mekong/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { audit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/index.ts';
import { merchants, playerLimits } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { rowsOf, type Tx } from '../../platform/money/ledger.ts';
import { capSessionsToAllowance } from './session-limit.ts';

/**
 * Whose limits, and from where the request came (the audit line). An operator acting on the
 * player's behalf gives a reason, and may only lower (limits.ts) or add a break (breaks.ts).
 */
export type LimitOwner = {
  merchantId: number;
  memberId: number;
  ip: string;
  operator?: { id: number; reason: string };
  /** The player's agent, protecting a downline: may only set or lower, like an operator. */
  agent?: { id: number };
};
type Row = typeof playerLimits.$inferSelect;

export const actorOf = (o: LimitOwner) =>
  o.operator
    ? { type: 'operator' as const, id: String(o.operator.id) }
    : { type: 'member' as const, id: String(o.agent?.id ?? o.memberId) };
/** What every protection audit line says besides its change: whose, and an operator's reason. */
export const auditSubject = (o: LimitOwner) => ({
  memberId: o.memberId,
  ...(o.operator ? { reason: o.operator.reason } : {}),
  ...(o.agent ? { byAgent: o.agent.id } : {}),
});
const keyOf = (o: LimitOwner, kind: LimitKind, period: LimitPeriod) =>
  and(
    eq(playerLimits.merchantId, o.merchantId),
    eq(playerLimits.memberId, o.memberId),
    eq(playerLimits.kind, kind),
    eq(playerLimits.period, period),
  );

async function coolingOffHours(db: Db | Tx, merchantId: number) {
  const [m] = await db
    .select({ hours: merchants.limitCoolingOffHours })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return m?.hours ?? 24;
}

/** The player's limits, each with what its current period has used and when that period ends. */
export async function readLimits(db: Db, o: LimitOwner): Promise<PlayerLimits> {
  const rows = rowsOf<{
    kind: LimitKind;
    period: LimitPeriod;
    amount: string;
    pending: boolean;
    pending_amount: string | null;
    pending_from: Date | string | null;
    used: string;
    period_end: Date | string;
  }>(
    await db.execute(sql`select l.kind, l.period, l.amount::text, l.pending, l.pending_amount::text, l.pending_from,
        u.used::text, u.period_end
      from player_limits l
      join merchants m on m.id = l.merchant_id
      cross join lateral limit_used(l.merchant_id, l.member_id, l.kind, l.period, m.timezone) u
      where l.merchant_id = ${o.merchantId} and l.member_id = ${o.memberId}
      order by l.kind, array_position(array['DAY','WEEK','MONTH'], l.period)`),
  );
  const iso = (d: Date | string) => new Date(d).toISOString();
  const list: PlayerLimit[] = rows.map((r) => ({
    kind: r.kind,
    period: r.period,
    amount: r.amount,
    used: r.used,
    periodEnd: iso(r.period_end),
    pending: r.pending && r.pending_from ? { amount: r.pending_amount, from: iso(r.pending_from) } : null,
  }));
  return { coolingOffHours: await coolingOffHours(db, o.merchantId), list };
}

/**
 * Sets, lowers, raises or removes one limit. A new limit or a lower one applies at once (a
 * waiting increase is dropped); a higher one or a removal waits the brand's cooling-off hours and
 * then the player's confirmation, the old limit holding meanwhile. The row is locked while it
 * changes, so a stake checking it waits for the change.
 */
export async function setLimit(db: Db, o: LimitOwner, input: LimitSetRequest): Promise<void> {
  const hours = await coolingOffHours(db, o.merchantId);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(playerLimits)
      .where(keyOf(o, input.kind, input.period))
      .for('update');
    const amount = input.amount === null ? null : BigInt(input.amount);
    if ((o.operator || o.agent) && (amount === null || (before && amount > before.amount)))
      throw new AppError('limit.operator.raise', 'An operator may lower a limit, never raise or remove it');
    const later = sql`now() + make_interval(hours => ${hours})`;
    let change: string;
    if (!before) {
      if (amount === null) throw new AppError('limit.not.found', 'No such limit');
      await tx
        .insert(playerLimits)
        .values({ merchantId: o.merchantId, memberId: o.memberId, kind: input.kind, period: input.period, amount });
      change = 'set';
    } else if (amount !== null && amount <= before.amount) {
      await tx
        .update(playerLimits)
        .set({ amount, pending: false, pendingAmount: null, pendingFrom: null, updatedAt: sql`now()` })
        .where(keyOf(o, input.kind, input.period));
      change = 'lower';
    } else {
      await tx
        .update(playerLimits)
        .set({ pending: true, pendingAmount: amount, pendingFrom: later, updatedAt: sql`now()` })
        .where(keyOf(o, input.kind, input.period));
      change = amount === null ? 'remove.requested' : 'raise.requested';
    }
    await audit(tx, {
      merchantId: o.merchantId,
      actor: actorOf(o),
      action: `limit.${change}`,
      details: {
        ...auditSubject(o),
        kind: input.kind,
        period: input.period,
        before: before ? snapshot(before) : null,
        asked: input.amount,
      },
      ip: o.ip,
    });
  });
  // A session-time limit set or lowered ends today's sessions when its minutes run out.
  if (input.kind === 'SESSION') await capSessionsToAllowance(db, o.merchantId, o.memberId);
}

/** A waiting increase or removal, once its cooling-off has passed: it takes effect now. */
export async function confirmLimit(db: Db, o: LimitOwner, kind: LimitKind, period: LimitPeriod): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(playerLimits)
      .where(keyOf(o, kind, period))
      .for('update');
    if (!row) throw new AppError('limit.not.found', 'No such limit');
    if (!row.pending || !row.pendingFrom) throw new AppError('limit.not.pending', 'Nothing to confirm');
    const [{ due } = { due: false }] = rowsOf<{ due: boolean }>(
      await tx.execute(sql`select ${row.pendingFrom.toISOString()}::timestamptz <= now() as due`),
    );
    if (!due)
      throw new AppError('limit.cooling.off', 'The cooling-off has not passed', {
        from: row.pendingFrom.toISOString(),
      });
    if (row.pendingAmount === null) await tx.delete(playerLimits).where(keyOf(o, kind, period));
    else
      await tx
        .update(playerLimits)
        .set({
          amount: row.pendingAmount,
          pending: false,
          pendingAmount: null,
          pendingFrom: null,
          updatedAt: sql`now()`,
        })
        .where(keyOf(o, kind, period));
    await audit(tx, {
      merchantId: o.merchantId,
      actor: actorOf(o),
      action: row.pendingAmount === null ? 'limit.removed' : 'limit.raised',
      details: { ...auditSubject(o), kind, period, before: snapshot(row) },
      ip: o.ip,
    });
  });
}

const snapshot = (r: Row) => ({
  amount: r.amount.toString(),
  pending: r.pending ? { amount: r.pendingAmount?.toString() ?? null, from: r.pendingFrom?.toISOString() } : null,
});
