/**
 * The Vietnamese lottery through the API: a slip on the northern draw, betting closed by an
 * operator, the result entered by two operators, settlement at hand-checked payouts, and the
 * bad inputs that must change nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { lotteryDraws } from '../src/platform/db/schema.ts';
import { reconcileLedger } from '../src/platform/money/reconcile.ts';
import { seedLottery } from '../src/seed/lottery.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';
import { NORTH } from './helpers/lottery.ts';
import { detailOf, myBets, nearOf, placeSlip, tick } from './helpers/lottery-api.ts';
import { balanceOf, channels, fund, operatorToken, player } from './helpers/money.ts';

let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;
let ops: Record<string, string>[];
let ch: Awaited<ReturnType<typeof channels>>;

const { region: _region, ...NORTH_PRIZES } = NORTH;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  m = await createMerchant(database);
  await seedLottery(database.db, m.id);
  ops = [];
  for (let i = 0; i < 3; i++)
    ops.push({ ...m.headers, authorization: (await operatorToken(app, m.headers, m.id)).token });
  ch = await channels(app, m.id);
  await tick(app, m.id);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const drawOf = async (id: number) => (await database.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, id)))[0];

async function fundedPlayer(amount = '1000000') {
  const p = await player(app, m.headers, m.id);
  await fund(app, p.auth, ops[0] as Record<string, string>, ch.bank.id, amount);
  return p;
}

const enter = (op: Record<string, string>, drawId: number, prizes: Record<string, string[]>) =>
  app.inject({ method: 'POST', url: `/wps/operator/lottery/draws/${drawId}/result`, headers: op, payload: { prizes } });

describe('Vietnamese lottery', () => {
  it('settles a northern slip at hand-checked payouts after two operators agree on the result', async () => {
    const p = await fundedPlayer();
    const { current } = await nearOf(app, m.headers, 'VN_N');
    if (!current) throw new Error('no open northern draw');
    const detail = await detailOf(app, m.headers, 'VN_N', 'Lott');
    const lines = [
      // De 45 and 46 at 2 points: 2 bets x 2 x 1.00; the special ends in 45: 1 x 2 x 95.00.
      { playType: 'DE', numbers: ['45', '46'], points: 2 },
      // Bao lo 45: 45 ends six of the 27 numbers (special, four fourths, a seventh): 6 x 80.00.
      { playType: 'LO2', numbers: ['45'], points: 1 },
      // Xien 2 on 45 and 22, both among the endings: 17.00.
      { playType: 'XIEN2', numbers: ['45', '22'], points: 1 },
      // Dau 4: the special's last two start with 4: 9.50.
      { playType: 'DAU', numbers: ['4'], points: 1 },
      { playType: 'DE', numbers: ['99'], points: 1 },
    ];
    const before = BigInt(await balanceOf(app, p.auth));
    const placed = await placeSlip(app, p.auth, {
      gameCode: 'VN_N',
      prizeMode: 'Lott',
      issueNo: current.issueNo,
      oddsVersion: detail.oddsVersion,
      lines,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().value.totalStake).toBe('2870');
    expect(BigInt(await balanceOf(app, p.auth))).toBe(before - 2870n);

    // Results wait for betting to close.
    expect((await enter(ops[0] as Record<string, string>, current.drawId, NORTH_PRIZES)).json().errorCode).toBe(
      'lottery.draw.state',
    );
    const close = await app.inject({
      method: 'POST',
      url: `/wps/operator/lottery/draws/${current.drawId}/close`,
      headers: ops[0],
    });
    expect(close.json().value.status).toBe('CLOSED');
    const late = await placeSlip(app, p.auth, {
      gameCode: 'VN_N',
      prizeMode: 'Lott',
      issueNo: current.issueNo,
      oddsVersion: detail.oddsVersion,
      lines: [{ playType: 'DE', numbers: ['11'], points: 1 }],
    });
    expect(late.json().errorCode).toBe('lottery.draw.closed');

    const first = await enter(ops[0] as Record<string, string>, current.drawId, NORTH_PRIZES);
    expect(first.json().value.status).toBe('WAITING_SECOND');
    // The same operator cannot approve their own entry.
    expect((await enter(ops[0] as Record<string, string>, current.drawId, NORTH_PRIZES)).json().errorCode).toBe(
      'lottery.result.same.operator',
    );
    // A second operator with another special is refused; nothing is drawn.
    const other = await enter(ops[1] as Record<string, string>, current.drawId, {
      ...NORTH_PRIZES,
      special: ['12399'],
    });
    expect(other.json().errorCode).toBe('lottery.result.mismatch');
    await tick(app, m.id);
    expect((await myBets(app, p.auth, 'VN_N')).list.every((b) => b.status === 'OPEN')).toBe(true);
    // A third agrees with the first: approved, and settled straight away.
    expect((await enter(ops[2] as Record<string, string>, current.drawId, NORTH_PRIZES)).json().value.status).toBe(
      'APPROVED',
    );
    await expect.poll(async () => (await drawOf(current.drawId))?.status).toBe('SETTLED');

    const bets = (await myBets(app, p.auth, 'VN_N')).list;
    const payout = (type: string, first: string) =>
      bets.find((b) => b.playType === type && b.numbers[0] === first)?.payout;
    expect(payout('DE', '45')).toBe('19000');
    expect(payout('LO2', '45')).toBe('48000');
    expect(payout('XIEN2', '45')).toBe('1700');
    expect(payout('DAU', '4')).toBe('950');
    expect(payout('DE', '99')).toBe('0');
    expect(bets.find((b) => b.numbers[0] === '99')?.result).toBe('LOST');
    expect(BigInt(await balanceOf(app, p.auth))).toBe(before - 2870n + 69650n);

    // Settling again changes nothing.
    await tick(app, m.id);
    expect(BigInt(await balanceOf(app, p.auth))).toBe(before - 2870n + 69650n);
    expect(await drawOf(current.drawId)).toMatchObject({
      status: 'SETTLED',
      betCount: 5,
      stakeTotal: 2870n,
      payoutTotal: 69650n,
    });

    // The betting record has the lines under LOTT; the ledger still balances.
    const record = await app.inject({ url: '/wps/report/bets?category=LOTT', headers: p.auth });
    expect(record.json().value.totals).toMatchObject({ stake: '2870', payout: '69650' });
    const proof = await reconcileLedger(database.db, m.id);
    expect([...proof.balanceMismatches, ...proof.unbalancedTransactions]).toEqual([]);
  });

  it('refuses bad slips with a reason and debits nothing', async () => {
    const p = await fundedPlayer('5000');
    await tick(app, m.id);
    const { current } = await nearOf(app, m.headers, 'VN_S_TP_HCM');
    if (!current) throw new Error('no open TP.HCM draw');
    const { oddsVersion } = await detailOf(app, m.headers, 'VN_S_TP_HCM', 'Lott');
    const slip = (lines: { playType: string; numbers: string[]; points: number }[], extra = {}) =>
      placeSlip(app, p.auth, {
        gameCode: 'VN_S_TP_HCM',
        prizeMode: 'Lott',
        issueNo: current.issueNo,
        oddsVersion,
        lines,
        ...extra,
      });
    const cases: [Parameters<typeof slip>, string, string | undefined][] = [
      [[[{ playType: 'DE', numbers: ['4a'], points: 1 }]], 'lottery.line.invalid', 'MALFORMED_NUMBER'],
      [[[{ playType: 'DE', numbers: ['45', '45'], points: 1 }]], 'lottery.line.invalid', 'DUPLICATE_NUMBER'],
      [[[{ playType: 'XIEN3', numbers: ['45', '46'], points: 1 }]], 'lottery.line.invalid', 'NUMBER_COUNT'],
      [[[{ playType: 'SSC_POS1', numbers: ['4'], points: 1 }]], 'lottery.line.invalid', 'PLAY_TYPE'],
      [
        [
          [
            { playType: 'DE', numbers: ['45', '46'], points: 1 },
            { playType: 'DE', numbers: ['46', '45'], points: 1 },
          ],
        ],
        'lottery.line.invalid',
        'DUPLICATE_LINE',
      ],
      [
        [[{ playType: 'DE', numbers: ['45'], points: 1 }], { oddsVersion: oddsVersion + 1 }],
        'lottery.odds.changed',
        undefined,
      ],
      [
        [[{ playType: 'DE', numbers: ['45'], points: 1 }], { issueNo: '20000101' }],
        'lottery.draw.not.found',
        undefined,
      ],
      [
        [[{ playType: 'DE', numbers: ['45'], points: 1 }], { prizeMode: 'Elott' }],
        'lottery.prize.mode.unavailable',
        undefined,
      ],
      // 1,001 points of de cost 1,001.00, over the one-bet limit of 1,000.00.
      [[[{ playType: 'DE', numbers: ['45'], points: 1001 }]], 'lottery.limit.exceeded', undefined],
      // The player has 50.00.
      [[[{ playType: 'DE', numbers: ['45'], points: 60 }]], 'account.balance.not.enough', undefined],
    ];
    for (const [args, code, reason] of cases) {
      const res = await slip(...args);
      expect(res.json().errorCode, JSON.stringify(args)).toBe(code);
      if (reason) expect(res.json().value.reason).toBe(reason);
    }
    const negative = await slip([{ playType: 'DE', numbers: ['45'], points: -1 }]);
    expect(negative.statusCode).toBe(400);
    expect(await balanceOf(app, p.auth)).toBe('5000');
    expect((await myBets(app, p.auth, 'VN_S_TP_HCM')).total).toBe(0);
  });

  it('holds the per-player and per-number limits and tells the room left', async () => {
    const game = 'VN_C_DA_NANG';
    await app.inject({
      method: 'PUT',
      url: '/wps/operator/lottery/limits',
      headers: { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id, 'admin')).token },
      payload: { gameCode: game, maxStakePerBet: '100000', maxStakePerPlayerDraw: '1000', maxPayoutPerNumber: '60000' },
    });
    const [a, b] = [await fundedPlayer(), await fundedPlayer()];
    const { current } = await nearOf(app, m.headers, game);
    if (!current) throw new Error('no open Da Nang draw');
    const { oddsVersion } = await detailOf(app, m.headers, game, 'Lott');
    const slip = (auth: Record<string, string>, numbers: string[], points: number) =>
      placeSlip(app, auth, {
        gameCode: game,
        prizeMode: 'Lott',
        issueNo: current.issueNo,
        oddsVersion,
        lines: [{ playType: 'DE', numbers, points }],
      });
    expect((await slip(a.auth, ['10'], 6)).statusCode).toBe(200);
    // 6.00 staked of 10.00: five more points are refused, with 4.00 of room.
    const over = await slip(a.auth, ['11'], 5);
    expect(over.json()).toMatchObject({
      errorCode: 'lottery.limit.exceeded',
      value: { limit: 'PLAYER_DRAW', room: '400' },
    });
    // De pays 95.00 a point: A's 6 points on 10 hold 570.00 of the 600.00 a number may pay.
    const crowded = await slip(b.auth, ['10'], 1);
    expect(crowded.json()).toMatchObject({
      errorCode: 'lottery.limit.exceeded',
      value: { limit: 'NUMBER', room: '3000' },
    });
    expect((await slip(b.auth, ['20'], 1)).statusCode).toBe(200);
    expect(await balanceOf(app, b.auth)).toBe('999900');
  });
});
