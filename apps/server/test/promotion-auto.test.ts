import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { scheduledJobs } from '../src/jobs.ts';
import { localDay } from '../src/modules/lottery/schedule/zoned.ts';
import { scanFirstDeposits } from '../src/modules/promotion/auto.ts';
import { checkIn } from '../src/modules/promotion/checkin.ts';
import { settleRebates } from '../src/modules/promotion/rebate.ts';
import { pickPrize } from '../src/modules/promotion/rules.ts';
import type { Database } from '../src/platform/db/index.ts';
import { promotionCheckins, promotionRewards } from '../src/platform/db/schema.ts';
import { setMember } from './helpers/accounts.ts';
import { openTestDatabase, testApp } from './helpers/app.ts';
import { balanceOf } from './helpers/money.ts';
import { type PromoMerchant, promoMerchant, promotion, settledBet } from './helpers/promotions.ts';

let database: Database;
let app: App;
let m: PromoMerchant;
const TZ = 'Asia/Phnom_Penh';

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  m = await promoMerchant(app, database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type H = Record<string, string>;
const rewardsOf = (memberId: number) =>
  database.db.select().from(promotionRewards).where(eq(promotionRewards.memberId, memberId));
const stateIn = async (headers: H, id: number) =>
  (await app.inject({ url: `/wps/promotion/${id}`, headers })).json().value;

describe('daily check-in', () => {
  it('counts merchant-time-zone days: 23:59:59 and 00:00:00 are two days, a third the same day is refused', async () => {
    const promo = await promotion(database, m.id, 'CHECKIN', { rules: { rewards: ['100', '200', '300'] } });
    const p = await m.player();
    const midnight = localDay(new Date(), TZ).end.getTime();
    const first = await checkIn(database.db, m.merchant, p.member.id, promo.id, new Date(midnight - 1000));
    const second = await checkIn(database.db, m.merchant, p.member.id, promo.id, new Date(midnight));
    expect([first.streak, second.streak]).toEqual([1, 2]);
    expect(second.day).not.toBe(first.day);
    await expect(
      checkIn(database.db, m.merchant, p.member.id, promo.id, new Date(midnight + 30 * 60_000)),
    ).rejects.toMatchObject({ code: 'promotion.checkin.done' });
    expect(await balanceOf(app, p.auth)).toBe('300');
    expect(await rewardsOf(p.member.id)).toHaveLength(2);
  });

  it('pays once when two check-ins arrive at once, and shows as signed in for the day', async () => {
    const promo = await promotion(database, m.id, 'CHECKIN', { rules: { rewards: ['150'] } });
    const p = await m.player();
    expect((await stateIn(p.auth, promo.id)).state).toBe('JOINABLE');
    const go = () => app.inject({ method: 'POST', url: `/wps/promotion/${promo.id}/checkin`, headers: p.auth });
    const both = await Promise.all([go(), go()]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)?.json().errorCode).toBe('promotion.checkin.done');
    expect(await balanceOf(app, p.auth)).toBe('150');
    const rows = await database.db
      .select()
      .from(promotionCheckins)
      .where(and(eq(promotionCheckins.memberId, p.member.id), eq(promotionCheckins.promotionId, promo.id)));
    expect(rows).toHaveLength(1);
    expect(await stateIn(p.auth, promo.id)).toMatchObject({
      state: 'SIGNED_UP',
      checkin: { checkedToday: true, streak: 1 },
    });
  });
});

describe('raffle (MCS2_claimRafflePromotion)', () => {
  it('draws once per period for a member with enough valid bet; a second draw, even at once, is refused', async () => {
    const promo = await promotion(database, m.id, 'RAFFLE', {
      rules: { period: 'DAY', metric: 'VALID_BET', need: '1000', prizes: [{ amount: '500', weight: 1 }] },
      turnoverMultiple: 2,
    });
    const p = await m.player();
    await m.fund(p.auth, '10000');
    const draw = () =>
      app.inject({
        method: 'POST',
        url: '/wps/relay/MCS2_claimRafflePromotion',
        headers: p.auth,
        payload: { promotionId: promo.id },
      });
    expect((await stateIn(p.auth, promo.id)).state).toBe('IN_PROGRESS');
    const early = await draw();
    expect(early.json()).toMatchObject({ errorCode: 'promotion.not.eligible', value: { need: '1000', progress: '0' } });
    await settledBet(database, m.id, p.member.id, 1000n);
    expect((await stateIn(p.auth, promo.id)).state).toBe('JOINABLE');
    const both = await Promise.all([draw(), draw()]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 200)?.json().value.prize).toBe('500');
    expect(await balanceOf(app, p.auth)).toBe(String(10000 - 1000 + 500));
    expect(await stateIn(p.auth, promo.id)).toMatchObject({ state: 'CLAIMED', raffle: { drawn: true, prize: '500' } });
  });

  it('picks prizes by weight', () => {
    const table = [
      { amount: 1n, weight: 3 },
      { amount: 2n, weight: 1 },
    ];
    expect([0, 1, 2, 3].map((roll) => pickPrize(table, roll))).toEqual([1n, 1n, 1n, 2n]);
  });
});

describe('daily rebate', () => {
  it('issues each member’s share of the closed day once, however often or concurrently the job runs', async () => {
    // A merchant of its own, so other tests' bets today are not in its day.
    const own = await promoMerchant(app, database);
    const merchantId = own.id;
    const promo = await promotion(database, merchantId, 'REBATE', {
      rules: { rateBps: 100, minValidBet: '1000', cap: '1000' },
    });
    const big = await own.player();
    const small = await own.player();
    await own.fund(big.auth, '10000');
    await own.fund(small.auth, '10000');
    await settledBet(database, merchantId, big.member.id, 3000n);
    await settledBet(database, merchantId, big.member.id, 2000n, 4000n);
    await settledBet(database, merchantId, small.member.id, 500n);
    // Today is a closed day ten minutes after the coming local midnight.
    const after = new Date(localDay(new Date(), TZ).end.getTime() + 10 * 60_000);
    const runs = await Promise.all([
      settleRebates(database.db, after, merchantId),
      settleRebates(database.db, after, merchantId),
    ]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await settleRebates(database.db, after, merchantId)).toBe(0);
    const [reward] = await rewardsOf(big.member.id);
    expect(reward).toMatchObject({ source: 'REBATE', amount: 50n, promotionId: promo.id, status: 'ISSUED' });
    expect(await rewardsOf(small.member.id)).toEqual([]);
    // Before the day closes nothing is issued for it.
    expect(await settleRebates(database.db, new Date(), merchantId)).toBe(0);
    expect(scheduledJobs(app).map((j) => j.name)).toEqual(
      expect.arrayContaining(['promotion-daily-rebate', 'promotion-first-deposits']),
    );
  });
});

describe('daily rebate window', () => {
  it('counts only the bets settled while the promotion ran, not its first day’s earlier hours', async () => {
    const own = await promoMerchant(app, database);
    const p = await own.player();
    await own.fund(p.auth, '10000');
    await settledBet(database, own.id, p.member.id, 4000n); // before the promotion starts
    const promo = await promotion(database, own.id, 'REBATE', {
      rules: { rateBps: 100, minValidBet: '1000', cap: '1000' },
      from: 0,
    });
    await settledBet(database, own.id, p.member.id, 2000n);
    const after = new Date(localDay(new Date(), TZ).end.getTime() + 10 * 60_000);
    expect(await settleRebates(database.db, after, own.id)).toBe(1);
    const [reward] = await rewardsOf(p.member.id);
    expect(reward).toMatchObject({ source: 'REBATE', amount: 20n, promotionId: promo.id });
  });
});

describe('first deposit and referral', () => {
  it('pays the first-deposit bonus of a joined promotion once, capped, claimable in the reward centre', async () => {
    const promo = await promotion(database, m.id, 'FIRST_DEPOSIT', {
      rules: { rateBps: 5000, cap: '3000', minDeposit: '1000' },
      turnoverMultiple: 3,
    });
    const p = await m.player();
    const join = () => app.inject({ method: 'POST', url: `/wps/promotion/${promo.id}/join`, headers: p.auth });
    expect((await join()).statusCode).toBe(200);
    expect((await join()).json().errorCode).toBe('promotion.already.joined');
    expect((await stateIn(p.auth, promo.id)).state).toBe('SIGNED_UP');
    await m.fund(p.auth, '10000');
    await m.fund(p.auth, '20000');
    expect(await scanFirstDeposits(database.db, { merchantId: m.id })).toBe(1);
    expect(await scanFirstDeposits(database.db, { merchantId: m.id })).toBe(0);
    const rewards = (await app.inject({ url: '/wps/promotion/rewards', headers: p.auth })).json().value;
    expect(rewards.list).toHaveLength(1);
    expect(rewards.list[0]).toMatchObject({ source: 'FIRST_DEPOSIT', amount: '3000', status: 'ISSUED' });
    expect((await stateIn(p.auth, promo.id)).state).toBe('ISSUED');
    const claim = await app.inject({
      method: 'POST',
      url: `/wps/promotion/rewards/${rewards.list[0].id}/claim`,
      headers: p.auth,
    });
    expect(claim.statusCode, claim.body).toBe(200);
    expect(await balanceOf(app, p.auth)).toBe('33000');
    expect((await stateIn(p.auth, promo.id)).state).toBe('CLAIMED');

    // A member who deposited before joining is not eligible.
    const late = await m.player();
    await m.fund(late.auth, '5000');
    const refused = await app.inject({ method: 'POST', url: `/wps/promotion/${promo.id}/join`, headers: late.auth });
    expect(refused.json().errorCode).toBe('promotion.not.eligible');
  });

  it('issues no first-deposit reward that rounds to nothing', async () => {
    const promo = await promotion(database, m.id, 'FIRST_DEPOSIT', {
      rules: { rateBps: 5000, cap: '0', minDeposit: '1000' },
    });
    const p = await m.player();
    expect(
      (await app.inject({ method: 'POST', url: `/wps/promotion/${promo.id}/join`, headers: p.auth })).statusCode,
    ).toBe(200);
    await m.fund(p.auth, '10000');
    await scanFirstDeposits(database.db, { merchantId: m.id });
    const rewards = (await app.inject({ url: '/wps/promotion/rewards', headers: p.auth })).json().value;
    expect(rewards.list).toEqual([]);
  });

  it('rewards the referrer once when a referred friend first deposits enough', async () => {
    await promotion(database, m.id, 'REFERRAL', { rules: { reward: '500', minDeposit: '1500' } });
    const referrer = await m.player();
    const friend = await m.player();
    const small = await m.player();
    await setMember(app, friend.member.id, { referredBy: referrer.member.id });
    await setMember(app, small.member.id, { referredBy: referrer.member.id });
    // Below the referral's minimum: no reward for this friend.
    await m.fund(small.auth, '1000');
    await m.fund(friend.auth, '2000');
    await m.fund(friend.auth, '2000');
    const scans = await Promise.all([
      scanFirstDeposits(database.db, { merchantId: m.id }),
      scanFirstDeposits(database.db, { merchantId: m.id }),
    ]);
    expect(scans[0] + scans[1]).toBe(1);
    const info = (await app.inject({ url: '/wps/promotion/referral', headers: referrer.auth })).json().value;
    expect(info.friends).toHaveLength(2);
    expect(info.friends.every((f: { account: string }) => f.account.includes('***'))).toBe(true);
    expect(info.friends.map((f: { deposited: boolean }) => f.deposited)).toEqual([true, true]);
    expect(info).toMatchObject({ earned: '500', perFriend: '500' });
    expect(info.rewards).toHaveLength(1);
    expect(info.code).toMatch(/^R/);
    expect(await rewardsOf(friend.member.id)).toEqual([]);
  });
});
