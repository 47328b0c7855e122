/**
 * The e-lottery through the API: a provably fair draw on its own clock, settlement, cancellation
 * refunds, replayed slips, the menus and the live stream.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { elottResult } from '../src/modules/lottery/draws/lifecycle.ts';
import type { Database } from '../src/platform/db/index.ts';
import { lotteryDraws } from '../src/platform/db/schema.ts';
import { seedLottery } from '../src/seed/lottery.ts';
import { seedLotteryHistory } from '../src/seed/lottery-history.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';
import { detailOf, elapse, holdOpen, myBets, nearOf, placeSlip, tick } from './helpers/lottery-api.ts';
import { balanceOf, channels, fund, grantBonusViaApi, operatorToken, player } from './helpers/money.ts';

let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;
let op: Record<string, string>;
let ch: Awaited<ReturnType<typeof channels>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  m = await createMerchant(database);
  await seedLottery(database.db, m.id);
  await seedLotteryHistory(database.db, m.id);
  op = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id)).token };
  ch = await channels(app, m.id);
  await tick(app, m.id);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function fundedPlayer(amount = '100000') {
  const p = await player(app, m.headers, m.id);
  await fund(app, p.auth, op, ch.bank.id, amount);
  return p;
}

/** The game's draw taking bets, held open for the test however slowly the machine runs it. */
async function openDraw(gameCode: string) {
  await tick(app, m.id);
  const { current } = await nearOf(app, m.headers, gameCode);
  if (!current) throw new Error(`no open ${gameCode} draw`);
  await holdOpen(app, current.drawId);
  return { current, oddsVersion: (await detailOf(app, m.headers, gameCode)).oddsVersion };
}

describe('e-lottery', () => {
  it('draws from the committed seed at draw time and pays at the odds of the slip', async () => {
    const p = await fundedPlayer();
    const { current, oddsVersion } = await openDraw('SSC1');
    expect(current.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(current.serverSeed).toBeNull();
    const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
    const slip = await placeSlip(app, p.auth, {
      gameCode: 'SSC1',
      prizeMode: 'Elott',
      issueNo: current.issueNo,
      oddsVersion,
      // Ten points a line in tenths (JIAO), so a point costs 1.00 / 10 and each bet 1.00.
      lines: [
        // Every digit of the first position: exactly one of the ten wins 9.80 x 10 / 10.
        { playType: 'SSC_POS1', numbers: digits, points: 1 },
        // Big and small of the sum: exactly one wins 1.96 x 10 / 10.
        { playType: 'SSC_SUM_BSOE', numbers: ['BIG', 'SMALL'], points: 1 },
      ],
      unit: 'JIAO',
      multiplier: 10,
    });
    expect(slip.statusCode, slip.body).toBe(200);
    // 10 x 100 x 10 / 10 + 2 x 100 x 10 / 10
    expect(slip.json().value.totalStake).toBe('1200');

    await elapse(app, current.drawId);
    await tick(app, m.id);
    const [draw] = await database.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, current.drawId));
    expect(draw?.status).toBe('SETTLED');
    const revealed = (
      await app.inject({ url: '/lotto/lgw/games/opened/numero?gameCode=SSC1&pageSize=1', headers: m.headers })
    ).json().value.list[0];
    expect(revealed.issueNo).toBe(current.issueNo);
    // The revealed seed is the one committed to, and it gives the published numbers.
    expect(createHash('sha256').update(revealed.serverSeed).digest('hex')).toBe(current.seedHash);
    expect(revealed.result).toEqual(elottResult('SSC', revealed.serverSeed, 'SSC1', current.issueNo));
    expect(revealed.result).toHaveLength(5);

    const bets = (await myBets(app, p.auth, 'SSC1')).list;
    expect(bets.find((b) => b.playType === 'SSC_POS1')?.payout).toBe('980');
    expect(bets.find((b) => b.playType === 'SSC_SUM_BSOE')?.payout).toBe('196');
    expect(await balanceOf(app, p.auth)).toBe(String(100000 - 1200 + 980 + 196));
  });

  it('counts settled stakes toward a bonus turnover the player owes, but not a stake laid before the bonus', async () => {
    const p = await fundedPlayer();
    const { current, oddsVersion } = await openDraw('SSC5');
    const slipOf = (numbers: string[]) =>
      placeSlip(app, p.auth, {
        gameCode: 'SSC5',
        prizeMode: 'Elott',
        issueNo: current.issueNo,
        oddsVersion,
        lines: [{ playType: 'SSC_POS1', numbers, points: 1 }],
      });
    // Laid before the bonus exists: never at risk for it, so it works none of it off.
    const before = await slipOf(['5', '6', '7', '8', '9']);
    expect(before.statusCode, before.body).toBe(200);
    const grant = await grantBonusViaApi(app, op, {
      account: p.member.account,
      amount: '1000',
      turnoverMultiple: 3,
      reason: 'welcome',
      idempotencyKey: `lottery-turnover-${p.member.id}`,
    });
    expect(grant.statusCode, grant.body).toBe(200);
    const remaining = async () =>
      (await app.inject({ url: '/wps/member/wagering', headers: p.auth })).json().value.remaining;
    expect(await remaining()).toBe('3000');
    const slip = await slipOf(['0', '1', '2', '3', '4']);
    expect(slip.statusCode, slip.body).toBe(200);
    const stake = BigInt(slip.json().value.totalStake);
    // Open bets count for nothing yet; settled ones count their whole stake.
    expect(await remaining()).toBe('3000');
    await elapse(app, current.drawId);
    await tick(app, m.id);
    expect(await remaining()).toBe(String(3000n - stake));
  });

  it('refunds every bet of a cancelled draw, once', async () => {
    const p = await fundedPlayer();
    const { current, oddsVersion } = await openDraw('LHC_5');
    const placed = await placeSlip(app, p.auth, {
      gameCode: 'LHC_5',
      prizeMode: 'Elott',
      issueNo: current.issueNo,
      oddsVersion,
      lines: [{ playType: 'LHC_SPECIAL', numbers: ['7', '8'], points: 3 }],
    });
    expect(placed.json().value.totalStake).toBe('600');
    const cancel = await app.inject({
      method: 'POST',
      url: `/wps/operator/lottery/draws/${current.drawId}/cancel`,
      headers: op,
      payload: { reason: 'draw machine fault' },
    });
    expect(cancel.json().value.status).toBe('CANCELLED');
    // Refunded straight away; another turn of the clock finds nothing left to do.
    await expect.poll(async () => (await myBets(app, p.auth, 'LHC_5')).list[0]?.status).toBe('CANCELLED');
    expect((await tick(app, m.id)).settled).toBe(0);
    expect(await balanceOf(app, p.auth)).toBe('100000');
    expect((await myBets(app, p.auth, 'LHC_5')).list[0]).toMatchObject({
      status: 'CANCELLED',
      result: 'REFUND',
      payout: '600',
    });
    // A cancelled draw neither takes bets nor can be cancelled again.
    const again = await app.inject({
      method: 'POST',
      url: `/wps/operator/lottery/draws/${current.drawId}/cancel`,
      headers: op,
      payload: { reason: 'twice' },
    });
    expect(again.json().errorCode).toBe('lottery.draw.state');
  });

  it('places a retried slip once and refuses its reference with another slip', async () => {
    const p = await fundedPlayer();
    const { current, oddsVersion } = await openDraw('K3_1');
    const slip = {
      gameCode: 'K3_1',
      prizeMode: 'Elott',
      issueNo: current.issueNo,
      oddsVersion,
      clientRef: `retry-slip-${p.member.id}`,
      lines: [{ playType: 'K3_SUM', numbers: ['10', '11'], points: 5 }],
    };
    const first = await placeSlip(app, p.auth, slip);
    const second = await placeSlip(app, p.auth, slip);
    expect(second.json().value).toMatchObject({ replayed: true, totalStake: first.json().value.totalStake });
    expect(await balanceOf(app, p.auth)).toBe('99000');
    const other = await placeSlip(app, p.auth, {
      ...slip,
      lines: [{ playType: 'K3_SUM', numbers: ['12'], points: 5 }],
    });
    expect(other.statusCode).toBe(409);
    expect((await myBets(app, p.auth, 'K3_1')).total).toBe(1);
  });

  it('refuses a slip priced on odds an operator has since changed', async () => {
    const p = await fundedPlayer();
    const { current, oddsVersion } = await openDraw('PK10_1');
    const admin = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id, 'admin')).token };
    const change = await app.inject({
      method: 'PUT',
      url: '/wps/operator/lottery/odds',
      headers: admin,
      payload: {
        gameCode: 'PK10_1',
        prizeMode: 'Elott',
        playType: 'PK10_PLACE1',
        pricePerPoint: '100',
        payPerPoint: '970',
      },
    });
    expect(change.statusCode, change.body).toBe(200);
    const lines = [{ playType: 'PK10_PLACE1', numbers: ['3'], points: 1 }];
    const stale = await placeSlip(app, p.auth, {
      gameCode: 'PK10_1',
      prizeMode: 'Elott',
      issueNo: current.issueNo,
      oddsVersion,
      lines,
    });
    expect(stale.json()).toMatchObject({ errorCode: 'lottery.odds.changed', value: { oddsVersion: oddsVersion + 1 } });
    const detail = await detailOf(app, m.headers, 'PK10_1');
    expect(detail.playTypes.find((t) => t.code === 'PK10_PLACE1')?.payPerPoint).toBe('970');
    const fresh = await placeSlip(app, p.auth, {
      gameCode: 'PK10_1',
      prizeMode: 'Elott',
      issueNo: current.issueNo,
      oddsVersion: detail.oddsVersion,
      lines,
    });
    expect(fresh.statusCode).toBe(200);
    expect(await balanceOf(app, p.auth)).toBe('99900');
  });

  it('lists menus, hot games, results, trends and hot numbers', async () => {
    const elott = (await app.inject({ url: '/lgw/games/game_menus?prizeMode=Elott', headers: m.headers })).json().value;
    expect(elott.map((g: { gameGroupCode: string }) => g.gameGroupCode)).toEqual([
      'SSC',
      '11X5',
      'PK10',
      'K3',
      'LHC',
      'LF',
    ]);
    const vn = (
      await app.inject({ url: '/lgw/vn/games/game_menu?prizeMode=Lott', headers: { ...m.headers, language: 'EN' } })
    ).json().value;
    expect(vn.map((g: { tag: string }) => g.tag)).toEqual(['vietnam_northern', 'vietnam_central', 'vietnam_southern']);
    const south = vn[2].gameMenus as { code: string; drawDayOfWeek: string }[];
    // TP.HCM draws on Monday (2) and Saturday (7); Tien Giang on Sunday (1).
    expect(south.find((g) => g.code === 'VN_S_TP_HCM')?.drawDayOfWeek).toBe('2,7');
    expect(south.find((g) => g.code === 'VN_S_TIEN_GIANG')?.drawDayOfWeek).toBe('1');
    const popular = (await app.inject({ url: '/lgw/games/popular', headers: m.headers })).json().value;
    expect(popular).toHaveLength(8);

    const trend = (await app.inject({ url: '/lgw/games/trend?gameCode=SSC5&count=30', headers: m.headers })).json()
      .value;
    expect(trend.draws).toHaveLength(30);
    expect(trend.positions).toHaveLength(5);
    for (const pos of trend.positions) {
      expect(pos.values.reduce((n: number, v: { hits: number }) => n + v.hits, 0)).toBe(30);
    }
    const hot = (
      await app.inject({ url: '/lgw/vn/numeros/popular?prizeMode=Lott&count=20', headers: m.headers })
    ).json().value;
    expect(hot.list).toHaveLength(20);
    expect(hot.list[0].hits).toBeGreaterThanOrEqual(hot.list[19].hits);
    const full = (
      await app.inject({ url: '/lgw/vn/numeros/popular?prizeMode=Lott&count=100', headers: m.headers })
    ).json().value;
    expect(full.list).toHaveLength(100);
    const history = (
      await app.inject({ url: '/lgw/vn/numeros/opened/game?gameCode=VN_N&pageSize=5', headers: m.headers })
    ).json().value;
    expect(history.list[0].prizes.special[0]).toMatch(/^[0-9]{5}$/);
    expect(history.list[0].result).toHaveLength(27);
  });

  it('launches a lottery game to its page and refuses a missing SEA provider', async () => {
    const p = await fundedPlayer();
    const launch = (q: string) => app.inject({ url: `/wps/game/launchGame?launchMode=LOTT&${q}`, headers: p.auth });
    expect((await launch('lottoArea=VN&lottoPrizeMode=ZY&lottoGameCode=VN_N')).json().value.content.game_url).toBe(
      '/vnlottery?gameCode=VN_N&prizeMode=ZY',
    );
    expect((await launch('lottoArea=ELOTT&lottoGameCode=SSC1')).json().value.content.game_url).toBe(
      '/lottery?gameCode=SSC1&prizeMode=Elott',
    );
    expect((await launch('lottoView=lobby')).json().value.content.game_url).toBe('/elott');
    expect((await launch('lottoPrizeMode=SEA&lottoGameCode=VN_N')).json().errorCode).toBe('game.vendor.disabled');
    const visitor = await app.inject({
      url: '/wps/game/launchGame?launchMode=LOTT&lottoGameCode=VN_N',
      headers: m.headers,
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('pushes a draw change to an open event stream', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const { current } = await openDraw('SSC3');
    const abort = new AbortController();
    const res = await fetch(`${base}/lgw/events?gameCode=SSC3`, { headers: m.headers, signal: abort.signal });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value);
    expect(text).toContain(': open');
    await app.inject({ method: 'POST', url: `/wps/operator/lottery/draws/${current.drawId}/close`, headers: op });
    while (!text.includes('event: draw')) text += decoder.decode((await reader.read()).value);
    const data = JSON.parse(/data: (.*)\n/.exec(text)?.[1] ?? '{}');
    expect(data).toMatchObject({ drawId: current.drawId, status: 'CLOSED', issueNo: current.issueNo });
    abort.abort();
  });
});
