import type { RealityCheck } from '@mekong/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { members } from '../../platform/db/schema.ts';
import { rowsOf } from '../../platform/money/ledger.ts';

/**
 * The player's session so far, for the reality check: since the sign-in that opened this session
 * (its row, found by the token's hash), the bets placed, their stakes and payouts, and the
 * interval to show it at (the player's own, else the brand's).
 */
export async function realityCheckOf(
  db: Db,
  merchantId: number,
  member: { id: number; tokenHash: string },
): Promise<RealityCheck> {
  const [row] = rowsOf<{ since: Date | string; interval: number; stakes: string; payouts: string }>(
    await db.execute(sql`select x.created_at as since,
        coalesce(p.reality_check_minutes, m.reality_check_minutes) as interval,
        coalesce(sum(b.stake), 0)::text as stakes, coalesce(sum(b.payout), 0)::text as payouts
      from sessions x
      join members p on p.id = x.member_id
      join merchants m on m.id = p.merchant_id
      left join bets b on b.merchant_id = m.id and b.member_id = p.id and b.placed_at >= x.created_at
        and b.status <> 'CANCELLED'
      where x.token_hash = ${member.tokenHash} and p.id = ${member.id} and m.id = ${merchantId}
      group by x.created_at, p.reality_check_minutes, m.reality_check_minutes`),
  );
  const since = new Date(row?.since ?? Date.now());
  const stakes = BigInt(row?.stakes ?? '0');
  const payouts = BigInt(row?.payouts ?? '0');
  return {
    intervalMinutes: row?.interval ?? 60,
    since: since.toISOString(),
    minutes: Math.max(0, Math.floor((Date.now() - since.getTime()) / 60_000)),
    stakes: stakes.toString(),
    payouts: payouts.toString(),
    net: (payouts - stakes).toString(),
  };
}

/** The player's own interval (null: the brand's). */
export async function setRealityInterval(db: Db, memberId: number, minutes: number | null): Promise<void> {
  await db.update(members).set({ realityCheckMinutes: minutes }).where(eq(members.id, memberId));
}
