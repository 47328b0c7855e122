/**
 * A lottery-bets mission counts bets once their draw has settled them. A bet still open can be
 * refunded by a break, so a mission paid on bets placed could be claimed and its stakes taken back.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { dayOf, memberFigures } from '../src/modules/promotion/figures.ts';
import type { Database } from '../src/platform/db/index.ts';
import { bets } from '../src/platform/db/schema.ts';
import { playerBalances } from '../src/platform/money/accounts.ts';
import { seedLottery } from '../src/seed/lottery.ts';
import { openTestDatabase, testApp } from './helpers/app.ts';
import { detailOf, elapse, holdOpen, nearOf, placeSlip, tick } from './helpers/lottery-api.ts';
import { balanceOf } from './helpers/money.ts';
import { mission, type PromoMerchant, promoMerchant } from './helpers/promotions.ts';

let database: Database;
let app: App;
let m: PromoMerchant;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  m = await promoMerchant(app, database);
  await seedLottery(database.db, m.id);
  await tick(app, m.id);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type H = Record<string, string>;
type Item = { id: number; status: string; progress: string };
const missionView = async (auth: H, id: number) =>
  ((await app.inject({ url: '/wps/promotion/missions', headers: auth })).json().value.list as Item[]).find(
    (i) => i.id === id,
  );
const claim = (auth: H, id: number) =>
  app.inject({ method: 'POST', url: `/wps/promotion/missions/${id}/claim`, headers: auth });

/** The game's draw taking bets, held open however slowly the machine runs the test. */
async function openDraw(gameCode: string) {
  await tick(app, m.id);
  const { current } = await nearOf(app, m.headers, gameCode);
  if (!current) throw new Error(`no open ${gameCode} draw`);
  await holdOpen(app, current.drawId);
  return current;
}

/** Three bets of 1.00 on the draw, one slip each (a line is one bet, whatever its numbers). */
async function threeBets(auth: H, gameCode: string, draw: { issueNo: string }) {
  const { oddsVersion } = await detailOf(app, m.headers, gameCode);
  for (const digit of ['1', '2', '3']) {
    const res = await placeSlip(app, auth, {
      gameCode,
      prizeMode: 'Elott',
      issueNo: draw.issueNo,
      oddsVersion,
      lines: [{ playType: 'SSC_POS1', numbers: [digit], points: 1 }],
      unit: 'JIAO',
      multiplier: 10,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.totalStake).toBe('100');
  }
}

const lotteryBetStatuses = async (memberId: number, drawId: number) =>
  (
    await database.db
      .select({ status: bets.status })
      .from(bets)
      .where(and(eq(bets.memberId, memberId), eq(bets.source, 'LOTTERY'), eq(bets.roundId, String(drawId))))
  ).map((b) => b.status);

describe('a lottery-bets mission', () => {
  it('counts bets once their draw settles them, so bets a break refunds never complete it', async () => {
    const target = await mission(database, m.id, { metric: 'LOTTERY_BETS', target: 3n, reward: 100n, points: 5 });

    // Placed but not drawn: nothing counts yet, and the claim is refused.
    const p = await m.player();
    await m.fund(p.auth, '10000');
    const draw = await openDraw('SSC1');
    await threeBets(p.auth, 'SSC1', draw);
    expect(await missionView(p.auth, target.id)).toMatchObject({ status: 'IN_PROGRESS', progress: '0' });
    expect((await claim(p.auth, target.id)).json().errorCode).toBe('mission.not.complete');

    // Another player's bets, refunded by a break before their draw: they never count.
    const q = await m.player();
    await m.fund(q.auth, '10000');
    await threeBets(q.auth, 'SSC1', draw);
    const pause = await app.inject({
      method: 'POST',
      url: '/wps/member/breaks',
      headers: q.auth,
      payload: { kind: 'TIMEOUT', length: '24h' },
    });
    expect(pause.statusCode, pause.body).toBe(200);
    expect(await lotteryBetStatuses(q.member.id, draw.drawId)).toEqual(['CANCELLED', 'CANCELLED', 'CANCELLED']);
    const main = (await playerBalances(database.db, m.id, q.member.id)).find((a) => a.kind === 'main');
    expect(main?.balance).toBe(10000n);

    // The draw settles: the first player's three bets count and the mission pays once.
    await elapse(app, draw.drawId);
    await tick(app, m.id);
    expect(await lotteryBetStatuses(p.member.id, draw.drawId)).toEqual(['SETTLED', 'SETTLED', 'SETTLED']);
    expect(await missionView(p.auth, target.id)).toMatchObject({ status: 'CLAIMABLE', progress: '3' });
    const before = BigInt(await balanceOf(app, p.auth));
    expect((await claim(p.auth, target.id)).statusCode).toBe(200);
    expect(BigInt(await balanceOf(app, p.auth))).toBe(before + 100n);
    expect((await claim(p.auth, target.id)).json().errorCode).toBe('promotion.reward.claimed');
    // The player on a break cannot open the missions: their figures show the refunded bets count nothing.
    const day = dayOf(new Date(), m.merchant.timezone);
    expect((await memberFigures(database.db, m.id, q.member.id, day)).lotteryBets).toBe(0n);
    expect((await memberFigures(database.db, m.id, p.member.id, day)).lotteryBets).toBe(3n);
  });
});
