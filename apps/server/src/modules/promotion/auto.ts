import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { rowsOf } from '../../platform/money/ledger.ts';
import { onBreak } from '../protection/index.ts';
import { issueReward } from './rewards.ts';
import { parseRules, shareOf } from './rules.ts';
import { promotionsOfKind } from './store.ts';

type FirstDeposit = {
  merchantId: number;
  memberId: number;
  amount: string;
  settledAt: string | Date;
  referredBy: number | null;
  signups: number[] | null;
};

/** How far back the scan looks: it runs every minute, so this covers a long outage. */
const LOOKBACK_MS = 3 * 86_400_000;

/**
 * Rewards earned by a first deposit, issued exactly once each by their keys however often this
 * runs: the first-deposit bonus of a promotion the member joined before depositing, and the
 * referrer's reward for a referred friend. Runs every minute as a job, and for one member (as
 * depositor or referrer) when they open their rewards, so nobody waits for the tick.
 */
export async function scanFirstDeposits(
  db: Db,
  scope: { merchantId?: number; memberId?: number } = {},
  now = new Date(),
) {
  const since = new Date(now.getTime() - LOOKBACK_MS).toISOString();
  const rows = rowsOf<FirstDeposit>(
    await db.execute(sql`
      select d.merchant_id as "merchantId", d.member_id as "memberId", d.amount::text as amount,
        d.settled_at as "settledAt", m.referred_by as "referredBy",
        (select array_agg(s.promotion_id) from promotion_signups s
          where s.member_id = d.member_id and s.created_at <= d.settled_at) as signups
      from deposits d join members m on m.id = d.member_id
      where d.status = 'PAID' and d.settled_at >= ${since}::timestamptz
        ${scope.merchantId ? sql`and d.merchant_id = ${scope.merchantId}` : sql``}
        ${scope.memberId ? sql`and (d.member_id = ${scope.memberId} or m.referred_by = ${scope.memberId})` : sql``}
        and (m.referred_by is not null or exists (select 1 from promotion_signups s where s.member_id = d.member_id))
        and not exists (select 1 from deposits e where e.member_id = d.member_id and e.status = 'PAID'
          and (e.settled_at < d.settled_at or (e.settled_at = d.settled_at and e.id < d.id)))`),
  );
  let issued = 0;
  const kinds = new Map<string, Awaited<ReturnType<typeof promotionsOfKind>>>();
  const promos = async (merchantId: number, kind: 'FIRST_DEPOSIT' | 'REFERRAL') => {
    const key = `${merchantId}:${kind}`;
    if (!kinds.has(key)) kinds.set(key, await promotionsOfKind(db, merchantId, kind));
    return kinds.get(key) ?? [];
  };
  for (const d of rows) {
    const at = new Date(d.settledAt);
    const amount = BigInt(d.amount);
    const inWindow = (p: { startsAt: Date; endsAt: Date }) => p.startsAt <= at && at < p.endsAt;
    const joined = (await promos(d.merchantId, 'FIRST_DEPOSIT')).find(
      (p) => inWindow(p) && (d.signups ?? []).map(Number).includes(p.id),
    );
    // A player on a break from play is left out of promotions until it ends.
    if (joined && !(await onBreak(db, d.merchantId, d.memberId))) {
      const rules = parseRules('FIRST_DEPOSIT', joined.rules);
      const share = shareOf(amount, rules.rateBps, rules.cap);
      // A share that rounds to nothing (a tiny deposit, a cap of 0) is no reward: one of 0 could
      // never be claimed and would wait in the reward centre for ever.
      if (amount >= rules.minDeposit && share > 0n) {
        const r = await issueReward(db, {
          merchantId: d.merchantId,
          memberId: d.memberId,
          promotionId: joined.id,
          source: 'FIRST_DEPOSIT',
          sourceKey: `first-deposit:${d.memberId}`,
          amount: share,
          turnoverMultiple: joined.turnoverMultiple,
          titles: joined.titles,
        });
        if (r.created) issued++;
      }
    }
    const referral = d.referredBy ? (await promos(d.merchantId, 'REFERRAL')).find(inWindow) : undefined;
    if (referral && d.referredBy && !(await onBreak(db, d.merchantId, d.referredBy))) {
      const rules = parseRules('REFERRAL', referral.rules);
      if (amount >= rules.minDeposit && rules.reward > 0n) {
        const r = await issueReward(db, {
          merchantId: d.merchantId,
          memberId: d.referredBy,
          promotionId: referral.id,
          source: 'REFERRAL',
          // Once per friend, whichever referral promotion runs.
          sourceKey: `referral:${d.memberId}`,
          amount: rules.reward,
          turnoverMultiple: referral.turnoverMultiple,
          titles: referral.titles,
        });
        if (r.created) issued++;
      }
    }
  }
  return issued;
}
