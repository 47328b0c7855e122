import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { merchants } from '../../platform/db/schema.ts';
import { rowsOf } from '../../platform/money/ledger.ts';
import { localDay } from '../lottery/index.ts';
import { onBreak } from '../protection/index.ts';
import { issueReward } from './rewards.ts';
import { parseRules, shareOf } from './rules.ts';
import { promotionsOfKind } from './store.ts';

/** A bet settled at the stroke of midnight commits before its day is read. */
const GRACE_MS = 5 * 60_000;
/** Closed days looked at each run: yesterday, and the day before for a run missed in an outage. */
const DAYS_BACK = 2;

/** The last closed local days (at least GRACE_MS ago), oldest first. */
export function closedDays(now: Date, tz: string, count = DAYS_BACK) {
  const days = [];
  let probe = new Date(now.getTime() - GRACE_MS);
  for (let i = 0; i < count; i++) {
    const day = localDay(new Date(localDay(probe, tz).start.getTime() - 1), tz);
    days.unshift(day);
    probe = day.start;
  }
  return days;
}

/**
 * The daily rebate: after a local day closes, each member's valid bet of the day while the
 * promotion ran (settled bets, as the betting record counts them) earns the promotion's share, issued once per member, day
 * and promotion by its key, so a rerun or a second server issues nothing more. Runs hourly,
 * since merchants' midnights fall at different hours.
 */
export async function settleRebates(db: Db, now = new Date(), merchantId?: number) {
  const list = await db
    .select({ id: merchants.id, timezone: merchants.timezone })
    .from(merchants)
    .where(merchantId ? eq(merchants.id, merchantId) : undefined)
    .orderBy(asc(merchants.id));
  let issued = 0;
  for (const m of list) {
    for (const promo of await promotionsOfKind(db, m.id, 'REBATE')) {
      const rules = parseRules('REBATE', promo.rules);
      for (const day of closedDays(now, m.timezone)) {
        if (day.end <= promo.startsAt || day.start >= promo.endsAt) continue;
        // Only the part of the day the promotion runs: one starting at 23:00 rebates that hour.
        const from = new Date(Math.max(day.start.getTime(), promo.startsAt.getTime()));
        const to = new Date(Math.min(day.end.getTime(), promo.endsAt.getTime()));
        const rows = rowsOf<{ memberId: number; valid: string }>(
          await db.execute(sql`
            select member_id as "memberId", sum(valid_stake)::text as valid from bets
            where merchant_id = ${m.id} and status = 'SETTLED'
              and settled_at >= ${from.toISOString()}::timestamptz and settled_at < ${to.toISOString()}::timestamptz
            group by member_id having sum(valid_stake) >= ${rules.minValidBet.toString()}::bigint`),
        );
        for (const r of rows) {
          const amount = shareOf(BigInt(r.valid), rules.rateBps, rules.cap);
          // A player on a break from play gets no promotion meanwhile, this rebate included.
          if (amount <= 0n || (await onBreak(db, m.id, Number(r.memberId)))) continue;
          const done = await issueReward(db, {
            merchantId: m.id,
            memberId: Number(r.memberId),
            promotionId: promo.id,
            source: 'REBATE',
            sourceKey: `rebate:${promo.id}:${day.ymd}:${r.memberId}`,
            amount,
            turnoverMultiple: promo.turnoverMultiple,
            titles: promo.titles,
          });
          if (done.created) issued++;
        }
      }
    }
  }
  return issued;
}
