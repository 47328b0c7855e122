import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../../platform/money/ledger.ts';

/**
 * The kernel's stake policy for money moving to a vendor that keeps its own balance, where it is
 * staked out of the kernel's sight. The stake is the amount plus what the player already has at
 * such vendors, as far as the platform can tell (what it sent and did not get back, less the net
 * loss the vendors reported, per vendor, never below zero): all of it can still be lost there.
 * With the reported losses `limit_used()` counts, a loss limit is never passed by transfers,
 * however many. The player's limit rows are locked first, so two transfers at once are counted one
 * after the other; `transferId` (this transfer's own row) is left out.
 */
export async function transferStakePolicy(
  tx: Tx,
  t: { merchantId: number; memberId: number; amount: bigint; transferId: number },
) {
  const limited = rowsOf<{ kind: string }>(
    await tx.execute(sql`select kind from player_limits
      where merchant_id = ${t.merchantId} and member_id = ${t.memberId} and kind in ('LOSS', 'WAGER')
      order by kind, period for update`),
  );
  const held = limited.length > 0 ? await heldAtVendors(tx, t) : 0n;
  await tx.execute(
    sql`select stake_policy(${t.merchantId}::int, ${t.memberId}::int, 'TRANSFER', ${t.amount + held}::bigint)`,
  );
}

async function heldAtVendors(tx: Tx, t: { merchantId: number; memberId: number; transferId: number }) {
  const [row] = rowsOf<{ held: string | null }>(
    await tx.execute(sql`
      select coalesce(sum(greatest(v.sent - coalesce((
          select sum(b.stake - b.payout) from bets b
          where b.merchant_id = ${t.merchantId} and b.member_id = ${t.memberId} and b.vendor_code = v.vendor_code
            and b.detail->>'wallet' = 'TRANSFER' and b.status <> 'CANCELLED'), 0), 0)), 0)::text as held
      from (
        select vt.vendor_code,
          sum(case when vt.direction = 'IN' and vt.status <> 'FAILED' then vt.amount
                   when vt.direction = 'OUT' and vt.status = 'DONE' then -vt.amount else 0 end) as sent
        from vendor_transfers vt
        where vt.merchant_id = ${t.merchantId} and vt.member_id = ${t.memberId} and vt.id <> ${t.transferId}
        group by vt.vendor_code
      ) v`),
  );
  return BigInt(row?.held ?? '0');
}
