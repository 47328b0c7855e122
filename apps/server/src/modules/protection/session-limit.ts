import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';
import { rowsOf } from '../../platform/money/ledger.ts';

/**
 * The daily session-time limit (a player limit of kind SESSION, in minutes): what is left of
 * today's minutes (session_minutes.sql counts them in the brand's day), and when the day ends.
 * Null when the player has no such limit.
 */
export async function sessionAllowance(db: Db, merchantId: number, memberId: number) {
  const [row] = rowsOf<{ left: string; until: Date | string }>(
    await db.execute(sql`select (l.amount - u.used)::text as left, u.period_end as until
      from player_limits l
      join merchants m on m.id = l.merchant_id
      cross join lateral limit_used(l.merchant_id, l.member_id, l.kind, l.period, m.timezone) u
      where l.merchant_id = ${merchantId} and l.member_id = ${memberId} and l.kind = 'SESSION'`),
  );
  return row ? { leftMinutes: Number(row.left), until: new Date(row.until).toISOString() } : null;
}

/** Sign-in is refused once today's session time is used up, until the brand's next day. */
export async function refuseOverSessionLimit(db: Db, merchantId: number, memberId: number): Promise<void> {
  const allowance = await sessionAllowance(db, merchantId, memberId);
  if (allowance && allowance.leftMinutes <= 0)
    throw new AppError('login.session.limit', "Today's session time is used up", { until: allowance.until });
}

/**
 * Ends the player's live sessions when today's minutes run out: each expires by then at the latest
 * (sessions.ts refuses an expired one, on every process once its memory of it is a minute old).
 * Their game windows' vendor sessions too, which would otherwise go on taking bets for hours after
 * the portal signed them out (every process hears of it from the vendor sessions' trigger).
 * Run after a sign-in and after the limit is set or lowered; the caller forgets the member's
 * sessions in this process's memory. Answers whether a limit applies.
 */
export async function capSessionsToAllowance(db: Db, merchantId: number, memberId: number): Promise<boolean> {
  const allowance = await sessionAllowance(db, merchantId, memberId);
  if (!allowance) return false;
  const end = sql`now() + make_interval(mins => ${Math.max(0, allowance.leftMinutes)})`;
  await db.execute(sql`update sessions set expires_at = least(expires_at, ${end})
    where member_id = ${memberId} and merchant_id = ${merchantId} and kind = 'session' and revoked_at is null
      and expires_at > now()`);
  // Only those that would outlive the allowance: an update is a notice every process acts on.
  await db.execute(sql`update vendor_sessions set expires_at = ${end}
    where member_id = ${memberId} and merchant_id = ${merchantId} and expires_at > ${end}`);
  return true;
}

/**
 * When a game window opened now must end by: the player's session time left today, or null when
 * they have no such limit.
 */
export async function sessionLimitEnd(db: Db, merchantId: number, memberId: number): Promise<Date | null> {
  const allowance = await sessionAllowance(db, merchantId, memberId);
  return allowance ? new Date(Date.now() + Math.max(0, allowance.leftMinutes) * 60_000) : null;
}
