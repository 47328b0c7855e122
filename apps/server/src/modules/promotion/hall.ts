import type { PromotionState } from '@mekong/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import {
  deposits,
  promotionApplications,
  promotionCheckins,
  promotionRaffleDraws,
  promotionRewards,
  promotionSignups,
} from '../../platform/db/schema.ts';
import type { PromoMerchant } from './apply.ts';
import { rafflePeriod } from './checkin.ts';
import { dayOf, memberFigures } from './figures.ts';
import { parseRules, pickText, windowState } from './rules.ts';
import { hallPromotions, type Promotion } from './store.ts';

/** What the caller has done in some promotions, read in a few statements for the whole list. */
async function memberFacts(db: Db, merchant: PromoMerchant, memberId: number, promos: Promotion[], now: Date) {
  const ids = promos.map((p) => p.id);
  if (ids.length === 0) return null;
  const today = dayOf(now, merchant.timezone);
  const [apps, signups, rewards, checkins, draws, paid] = await Promise.all([
    db
      .select()
      .from(promotionApplications)
      .where(and(eq(promotionApplications.memberId, memberId), inArray(promotionApplications.promotionId, ids))),
    db
      .select({ id: promotionSignups.promotionId })
      .from(promotionSignups)
      .where(and(eq(promotionSignups.memberId, memberId), inArray(promotionSignups.promotionId, ids))),
    db
      .select()
      .from(promotionRewards)
      .where(and(eq(promotionRewards.memberId, memberId), inArray(promotionRewards.promotionId, ids))),
    db
      .select()
      .from(promotionCheckins)
      .where(and(eq(promotionCheckins.memberId, memberId), inArray(promotionCheckins.promotionId, ids))),
    db
      .select()
      .from(promotionRaffleDraws)
      .where(and(eq(promotionRaffleDraws.memberId, memberId), inArray(promotionRaffleDraws.promotionId, ids))),
    db
      .select({ id: deposits.id })
      .from(deposits)
      .where(and(eq(deposits.memberId, memberId), eq(deposits.status, 'PAID')))
      .limit(1),
  ]);
  return { today, apps, signups, rewards, checkins, draws, hasDeposited: paid.length > 0 };
}
type Facts = NonNullable<Awaited<ReturnType<typeof memberFacts>>>;

/** Raffle standing this period: progress toward the mark and whether this period's draw is done. */
async function raffleStanding(db: Db, merchant: PromoMerchant, memberId: number, p: Promotion, f: Facts, now: Date) {
  const rules = parseRules('RAFFLE', p.rules);
  const period = rafflePeriod(rules.period, now, merchant.timezone);
  const figures = await memberFigures(db, merchant.id, memberId, period);
  const draw = f.draws.find((d) => d.promotionId === p.id && d.period === period.key);
  return {
    progress: rules.metric === 'DEPOSIT' ? figures.deposits : figures.validBet,
    need: rules.need,
    draw,
    prizes: rules.prizes.map((x) => x.amount.toString()),
  };
}

/** An activity's state (joinable, signed up, coming soon, closed) for a member (facts given) or a visitor (window alone). */
async function stateOf(
  db: Db,
  merchant: PromoMerchant,
  memberId: number | null,
  p: Promotion,
  f: Facts | null,
  now: Date,
) {
  const w = windowState(p, now);
  if (!memberId || !f) return w;
  const mine = f.rewards.filter((r) => r.promotionId === p.id);
  // A reward waiting to be claimed stays claimable after the promotion ends.
  if (mine.some((r) => r.status === 'ISSUED')) return 'ISSUED';
  if (w === 'COMING_SOON') return w;
  const closedOr = (s: PromotionState): PromotionState => (w === 'CLOSED' ? 'CLOSED' : s);
  switch (p.kind) {
    case 'APPLY': {
      const app = f.apps.find((a) => a.promotionId === p.id);
      if (app?.status === 'APPLYING') return 'APPLYING';
      if (app?.status === 'REJECTED') return 'REJECTED';
      if (app?.status === 'APPROVED') return 'CLAIMED';
      return closedOr('JOINABLE');
    }
    case 'FIRST_DEPOSIT':
      if (mine.length) return 'CLAIMED';
      if (f.signups.some((s) => s.id === p.id)) return closedOr('SIGNED_UP');
      return closedOr(f.hasDeposited ? 'CLOSED' : 'JOINABLE');
    case 'CHECKIN':
      return closedOr(
        f.checkins.some((c) => c.promotionId === p.id && c.day === f.today.ymd) ? 'SIGNED_UP' : 'JOINABLE',
      );
    case 'RAFFLE': {
      if (w === 'CLOSED') return w;
      const s = await raffleStanding(db, merchant, memberId, p, f, now);
      return s.draw ? 'CLAIMED' : s.progress >= s.need ? 'JOINABLE' : 'IN_PROGRESS';
    }
    default:
      return closedOr('IN_PROGRESS');
  }
}

const summary = (p: Promotion, state: PromotionState, language: unknown) => ({
  id: p.id,
  category: p.category,
  kind: p.kind,
  title: pickText(p.titles, language),
  image: p.image,
  startsAt: p.startsAt.toISOString(),
  endsAt: p.endsAt.toISOString(),
  state,
});

export async function promotionHall(
  db: Db,
  merchant: PromoMerchant,
  memberId: number | null,
  language: unknown,
  now = new Date(),
) {
  const promos = await hallPromotions(db, merchant.id, now);
  const facts = memberId ? await memberFacts(db, merchant, memberId, promos, now) : null;
  const list = [];
  for (const p of promos) list.push(summary(p, await stateOf(db, merchant, memberId, p, facts, now), language));
  return { categories: [...new Set(promos.map((p) => p.category))], list };
}

export async function promotionDetail(
  db: Db,
  merchant: PromoMerchant,
  memberId: number | null,
  p: Promotion,
  language: unknown,
  now = new Date(),
) {
  const f = memberId ? await memberFacts(db, merchant, memberId, [p], now) : null;
  const app = f?.apps[0] ?? null;
  const reward = f?.rewards.sort((a, b) => b.id - a.id)[0] ?? null;
  const raffle = p.kind === 'RAFFLE' && memberId && f ? await raffleStanding(db, merchant, memberId, p, f, now) : null;
  const mineCheckins = f?.checkins.filter((c) => c.promotionId === p.id) ?? [];
  const last = mineCheckins.sort((a, b) => b.day.localeCompare(a.day))[0];
  const live = last && (last.day === f?.today.ymd || last.day === f?.today.previous);
  return {
    ...summary(p, await stateOf(db, merchant, memberId, p, f, now), language),
    body: pickText(p.bodies, language),
    turnoverMultiple: p.turnoverMultiple,
    rules: p.rules,
    application: app
      ? {
          remark: app.remark,
          images: app.images.length,
          status: app.status,
          reason: app.reason,
          createdAt: app.createdAt.toISOString(),
        }
      : null,
    reward: reward ? { id: reward.id, amount: reward.amount.toString(), status: reward.status } : null,
    checkin:
      p.kind === 'CHECKIN' && f
        ? { checkedToday: last?.day === f.today.ymd, streak: live ? (last?.streak ?? 0) : 0, days: mineCheckins.length }
        : null,
    raffle: raffle
      ? {
          progress: raffle.progress.toString(),
          need: raffle.need.toString(),
          drawn: Boolean(raffle.draw),
          prize: raffle.draw?.prize.toString() ?? null,
          prizes: raffle.prizes,
        }
      : null,
  };
}
