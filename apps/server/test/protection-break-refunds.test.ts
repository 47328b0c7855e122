/**
 * A break refunds what has not begun: lottery bets on draws still taking bets and sportsbook bets
 * before kick-off come back to the player; bets on closed draws and started events run their
 * course. Refunding again changes nothing, and a refund racing the draw's settlement pays once.
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enterResult } from '../src/house/sports/settle.ts';
import { refundExclusionCopies, refundUpcomingBets } from '../src/modules/protection/break-refunds.ts';
import { takeBreak } from '../src/modules/protection/breaks.ts';
import {
  auditLog,
  bets,
  lotteryDraws,
  lotteryGames,
  members,
  merchants,
  playerBreaks,
} from '../src/platform/db/schema.ts';
import { playerBalances } from '../src/platform/money/accounts.ts';
import { rowsOf } from '../src/platform/money/ledger.ts';
import { reconcileLedger } from '../src/platform/money/reconcile.ts';
import { seedLottery } from '../src/seed/lottery.ts';
import { login, makeMember } from './helpers/accounts.ts';
import { createMerchant } from './helpers/app.ts';
import { houseSuite } from './helpers/house.ts';
import { detailOf, holdOpen, nearOf, placeSlip, tick } from './helpers/lottery-api.ts';
import { operatorToken } from './helpers/money.ts';
import { newEvent, opCall, pick, slip } from './helpers/sports.ts';

const { s, fundedPlayer, openWindow } = houseSuite();
type Auth = Record<string, string>;
type Player = Awaited<ReturnType<typeof fundedPlayer>>;

beforeAll(async () => {
  await seedLottery(s.database.db, s.m.id);
  await tick(s.app, s.m.id);
});

const deps = () => ({ db: s.database.db, house: s.app.house });
const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** The game's draw taking bets, held open for the test however slowly the machine runs it. */
async function openDraw(gameCode: string) {
  await tick(s.app, s.m.id);
  const { current } = await nearOf(s.app, s.m.headers, gameCode);
  if (!current) throw new Error(`no open ${gameCode} draw`);
  await holdOpen(s.app, current.drawId);
  return current;
}

/** A slip of 10.00 on every digit of the draw's first position: exactly one digit wins, 9.80. */
async function slipOnDraw(auth: Auth, gameCode: string, draw: { issueNo: string }) {
  const { oddsVersion } = await detailOf(s.app, s.m.headers, gameCode);
  return placeSlip(s.app, auth, {
    gameCode,
    prizeMode: 'Elott',
    issueNo: draw.issueNo,
    oddsVersion,
    lines: [{ playType: 'SSC_POS1', numbers: DIGITS, points: 1 }],
    unit: 'JIAO',
    multiplier: 10,
  });
}

/**
 * A slip of 10.00 on sums 10 and 11 of a Fast 3 draw (games no other test here settles early, so
 * a draw of theirs is always taking bets).
 */
async function sumsOnDraw(auth: Auth, gameCode: string, draw: { issueNo: string }) {
  const { oddsVersion } = await detailOf(s.app, s.m.headers, gameCode);
  return placeSlip(s.app, auth, {
    gameCode,
    prizeMode: 'Elott',
    issueNo: draw.issueNo,
    oddsVersion,
    lines: [{ playType: 'K3_SUM', numbers: ['10', '11'], points: 5 }],
  });
}

async function betOnSums(auth: Auth, gameCode: string, draw: { issueNo: string }) {
  const res = await sumsOnDraw(auth, gameCode, draw);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().value.totalStake).toBe('1000');
}

/** The slip above, placed. */
async function betOnDraw(auth: Auth, gameCode: string, draw: { issueNo: string }) {
  const res = await slipOnDraw(auth, gameCode, draw);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().value.totalStake).toBe('1000');
}

/** A sportsbook single of `stake` on the home side of a new event two hours away. */
async function betOnEvent(auth: Auth, stake: string) {
  const e = await newEvent(s.app, s.op);
  const w = await openWindow(auth, 'sportsbook');
  const res = await slip(s.app, w.auth, { selectionId: pick(e, '1X2', 'HOME').id, stake, odds: 2000 });
  expect(res.statusCode, res.body).toBe(200);
  return { eventId: e.id, betId: res.json().value.bet.id as number };
}

const mainBalance = async (p: Player) =>
  (await playerBalances(s.database.db, s.m.id, p.member.id)).find((a) => a.kind === 'main')?.balance.toString();

const lotteryBetsOn = (p: Player, drawId: number) =>
  s.database.db
    .select({ status: bets.status, stake: bets.stake, payout: bets.payout, validStake: bets.validStake })
    .from(bets)
    .where(and(eq(bets.memberId, p.member.id), eq(bets.vendorCode, 'MKLOTT'), eq(bets.roundId, String(drawId))));

/** The sportsbook bet's own status and its money's (house_bets). */
async function sportsBetState(betId: number) {
  const rows = await s.database.db.execute(sql`select sb.status, hb.status as money from house_sports_bets sb
    join house_bets hb on hb.id = sb.house_bet_id where sb.id = ${betId}`);
  return rowsOf<{ status: string; money: string }>(rows)[0];
}

const ledgerTypes = async (p: Player) => {
  const rows = await s.database.db.execute(sql`select type, count(*)::int as n from ledger_transactions
    where merchant_id = ${s.m.id} and member_id = ${p.member.id} group by type order by type`);
  return Object.fromEntries(rowsOf<{ type: string; n: number }>(rows).map((r) => [r.type, r.n]));
};

const refundLines = (p: Player) =>
  s.database.db
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'break.refund'), sql`${auditLog.details}->>'memberId' = ${String(p.member.id)}`));

async function expectLedgerBalanced() {
  const proof = await reconcileLedger(s.database.db, s.m.id);
  expect([...proof.balanceMismatches, ...proof.unbalancedTransactions]).toEqual([]);
}

describe('a break refunds upcoming bets', () => {
  it('refunds bets on an open draw and a future event, leaves a closed draw and started events alone', async () => {
    const p = await fundedPlayer('100000');
    const open = await openDraw('SSC1');
    await betOnDraw(p.auth, 'SSC1', open);
    const closing = await openDraw('SSC5');
    await betOnDraw(p.auth, 'SSC5', closing);
    const future = await betOnEvent(p.auth, '2500');
    const live = await betOnEvent(p.auth, '3000');
    const kickedOff = await betOnEvent(p.auth, '1500');
    expect(await mainBalance(p)).toBe(String(100000 - 2 * 1000 - 2500 - 3000 - 1500));

    // SSC5's draw closes (its result is still ten minutes off), one event goes live, and the
    // kick-off time of another passes before anyone marks it live.
    await s.database.db
      .update(lotteryDraws)
      .set({ closesAt: sql`now() - interval '2 seconds'`, drawAt: sql`now() + interval '10 minutes'` })
      .where(eq(lotteryDraws.id, closing.drawId));
    await tick(s.app, s.m.id);
    const [closed] = await s.database.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, closing.drawId));
    expect(closed?.status).toBe('CLOSED');
    expect((await opCall(s.app, s.op, `/events/${live.eventId}/status`, { status: 'LIVE' })).statusCode).toBe(200);
    await s.database.db.execute(
      sql`update house_sports_events set starts_at = now() - interval '1 minute' where id = ${kickedOff.eventId}`,
    );

    const res = await s.app.inject({
      method: 'POST',
      url: '/wps/member/breaks',
      headers: p.auth,
      payload: { kind: 'TIMEOUT', length: '24h' },
    });
    expect(res.statusCode, res.body).toBe(200);

    // Back: the open draw's 10.00 and the future event's 25.00.
    expect(await mainBalance(p)).toBe(String(100000 - 1000 - 3000 - 1500));
    const refunded = await lotteryBetsOn(p, open.drawId);
    expect(refunded).toHaveLength(1);
    for (const b of refunded) expect(b).toMatchObject({ status: 'CANCELLED', payout: b.stake, validStake: 0n });
    expect((await lotteryBetsOn(p, closing.drawId)).map((b) => b.status)).toEqual(['OPEN']);
    expect(await sportsBetState(future.betId)).toEqual({ status: 'VOID', money: 'VOID' });
    expect(await sportsBetState(live.betId)).toEqual({ status: 'OPEN', money: 'PLACED' });
    expect(await sportsBetState(kickedOff.betId)).toEqual({ status: 'OPEN', money: 'PLACED' });
    // The platform's betting record has the sportsbook stake cancelled, the others still open.
    const houseRecord = await s.database.db
      .select({ status: bets.status })
      .from(bets)
      .where(and(eq(bets.memberId, p.member.id), eq(bets.vendorCode, 'HOUSE')));
    expect(houseRecord.map((b) => b.status).sort()).toEqual(['CANCELLED', 'OPEN', 'OPEN']);
    // One refund of the lottery bet, one of the sportsbook stake rolled back.
    expect((await ledgerTypes(p)).BET_REFUND).toBe(2);
    await expectLedgerBalanced();

    const [line] = await refundLines(p);
    expect(line?.details).toEqual({
      memberId: p.member.id,
      lotteryBets: 1,
      lotteryDraws: 1,
      sportsBets: 1,
      sportsRefunded: 1,
    });

    // Running it again refunds nothing, moves no money and writes no line.
    const ledgerBefore = await ledgerTypes(p);
    const again = await refundUpcomingBets(deps(), s.m.id, p.member.id);
    expect(again).toEqual({ lotteryBets: 0, lotteryDraws: 0, sportsBets: 0, sportsRefunded: 0 });
    expect(await mainBalance(p)).toBe(String(100000 - 1000 - 3000 - 1500));
    expect(await ledgerTypes(p)).toEqual(ledgerBefore);
    expect(await refundLines(p)).toHaveLength(1);
  });

  it('refunds when an operator sets the break', async () => {
    const p = await fundedPlayer('100000');
    const draw = await openDraw('SSC1');
    await betOnDraw(p.auth, 'SSC1', draw);
    const future = await betOnEvent(p.auth, '2000');
    expect(await mainBalance(p)).toBe('97000');
    const risk = { ...s.m.headers, authorization: (await operatorToken(s.app, s.m.headers, s.m.id, 'risk')).token };
    const res = await s.app.inject({
      method: 'POST',
      url: `/wps/operator/players/${p.member.id}/breaks`,
      headers: risk,
      payload: { kind: 'EXCLUSION', length: '6m', reason: 'asked on the phone' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await mainBalance(p)).toBe('100000');
    expect((await lotteryBetsOn(p, draw.drawId)).map((b) => b.status)).toEqual(['CANCELLED']);
    expect(await sportsBetState(future.betId)).toEqual({ status: 'VOID', money: 'VOID' });
    await expectLedgerBalanced();
  });

  it('refunds what it can when a part fails, says what failed, and finishes on a second run', async () => {
    const p = await fundedPlayer('100000');
    const draw = await openDraw('SSC1');
    await betOnDraw(p.auth, 'SSC1', draw);
    const future = await betOnEvent(p.auth, '2000');
    // Without the house the sportsbook part cannot run; the lottery part still does.
    await expect(
      refundUpcomingBets({ db: s.database.db, house: undefined }, s.m.id, p.member.id),
    ).rejects.toMatchObject({ failed: { sports: 'the house vendor is not mounted' }, counts: { lotteryBets: 1 } });
    expect(await mainBalance(p)).toBe('98000');
    expect(await sportsBetState(future.betId)).toEqual({ status: 'OPEN', money: 'PLACED' });
    expect((await refundLines(p))[0]?.details).toMatchObject({
      lotteryBets: 1,
      failed: { sports: expect.any(String) },
    });

    expect(await refundUpcomingBets(deps(), s.m.id, p.member.id)).toMatchObject({ lotteryBets: 0, sportsBets: 1 });
    expect(await mainBalance(p)).toBe('100000');
    expect(await sportsBetState(future.betId)).toEqual({ status: 'VOID', money: 'VOID' });
    await expectLedgerBalanced();
  });

  // Each on a game of its own: a settled draw's successor opens only at its scheduled time.
  it.each([
    ['the refund', 'refund', 'SSC1'],
    ['the settlement', 'settle', 'SSC3'],
  ] as const)('pays a bet once when %s is started ahead of the other', async (_, ahead, game) => {
    const p = await fundedPlayer('100000');
    const draw = await openDraw(game);
    await betOnDraw(p.auth, game, draw);
    expect(await mainBalance(p)).toBe('99000');

    // The draw's time comes and the clock settles it, while two refunds run for the player.
    const settle = async () => {
      await s.database.db
        .update(lotteryDraws)
        .set({ closesAt: sql`now() - interval '2 seconds'`, drawAt: sql`now() - interval '1 second'` })
        .where(eq(lotteryDraws.id, draw.drawId));
      await tick(s.app, s.m.id);
    };
    let refundedByBreak = 0;
    const refund = async () => {
      // Read the count first: `x += await f()` would read x before waiting, and two refunds ending
      // in turn would each add to the same old value.
      const { lotteryBets } = await refundUpcomingBets(deps(), s.m.id, p.member.id);
      refundedByBreak += lotteryBets;
    };
    const [lead, follow] = ahead === 'refund' ? [refund, settle] : [settle, refund];
    // The leader is started first; which one reaches the draw's row first is the database's call,
    // and both orders are checked below.
    await Promise.all([lead(), follow(), refund()]);
    await tick(s.app, s.m.id);

    const closedBets = await lotteryBetsOn(p, draw.drawId);
    const statuses = new Set(closedBets.map((b) => b.status));
    const types = await ledgerTypes(p);
    if (statuses.has('CANCELLED')) {
      // The refund came first: every stake back, nothing paid by the draw.
      expect(statuses).toEqual(new Set(['CANCELLED']));
      expect(refundedByBreak).toBe(1);
      expect(types.BET_REFUND).toBe(1);
      expect(types.BET_PAYOUT).toBeUndefined();
      expect(await mainBalance(p)).toBe('100000');
    } else {
      // The draw closed first: settled at its result, nothing refunded.
      expect(statuses).toEqual(new Set(['SETTLED']));
      expect(refundedByBreak).toBe(0);
      expect(types.BET_REFUND).toBeUndefined();
      expect(types.BET_PAYOUT).toBe(1);
      expect(await mainBalance(p)).toBe(String(99000 + 980));
    }
    await expectLedgerBalanced();
  });
  it('voids a sportsbook bet or lets the result pay it, never both, when the two race', async () => {
    const p = await fundedPlayer('100000');
    const bet = await betOnEvent(p.auth, '2500');
    // A result is taken only after kick-off and a break voids only before it, so the two meet only
    // where the clocks disagree: here the house's runs past the kick-off the database has not reached.
    const [result, refunded] = await Promise.all([
      enterResult(s.app.house, bet.eventId, { home: 2, away: 1 }, new Date(Date.now() + 3 * 3_600_000)),
      refundUpcomingBets(deps(), s.m.id, p.member.id),
    ]);
    expect(result.event?.status).toBe('FINISHED');
    const state = await sportsBetState(bet.betId);
    const types = await ledgerTypes(p);
    if (state?.status === 'VOID') {
      expect(state.money).toBe('VOID');
      expect(refunded.sportsBets).toBe(1);
      expect(types.BET_REFUND).toBe(1);
      expect(types.BET_PAYOUT).toBeUndefined();
      expect(await mainBalance(p)).toBe('100000');
    } else {
      // The result came first: the home win pays 2.000 and nothing is refunded.
      expect(state).toEqual({ status: 'WON', money: 'SETTLED' });
      expect(refunded.sportsBets).toBe(0);
      expect(types.BET_REFUND).toBeUndefined();
      expect(types.BET_PAYOUT).toBe(1);
      expect(await mainBalance(p)).toBe('102500');
    }
    await expectLedgerBalanced();
  });
});

/** What the draw's numbers hold against its payout limit (lottery_exposure), by key. */
async function exposureOf(drawId: number) {
  const rows = rowsOf<{ key: string; amount: string }>(
    await s.database.db.execute(
      sql`select key, amount::text as amount from lottery_exposure where draw_id = ${drawId} order by key`,
    ),
  );
  return Object.fromEntries(rows.map((r) => [r.key, BigInt(r.amount)]));
}

/** The player's stake on the draw as its per-player limit counts it (lottery_player_stakes). */
async function stakedOn(drawId: number, p: Player) {
  const [row] = rowsOf<{ staked: string }>(
    await s.database.db.execute(sql`select staked::text as staked from lottery_player_stakes
      where draw_id = ${drawId} and member_id = ${p.member.id}`),
  );
  return row ? BigInt(row.staked) : null;
}

const setNumberLimit = (gameCode: string, limit: bigint) =>
  s.database.db
    .update(lotteryGames)
    .set({ maxPayoutPerNumber: limit })
    .where(and(eq(lotteryGames.merchantId, s.m.id), eq(lotteryGames.code, gameCode)));

describe('a refunded lottery stake leaves the draw’s limits', () => {
  it('takes the stakes off the player’s total and the numbers’ exposure, so another player may stake up to the cap', async () => {
    const a = await fundedPlayer('100000');
    const b = await fundedPlayer('100000');
    const draw = await openDraw('K3_3');
    await betOnSums(a.auth, 'K3_3', draw);
    // A Vietnamese draw too, whose exposure keys its rules work out per number and group.
    const vn = await openDraw('VN_N');
    const { oddsVersion } = await detailOf(s.app, s.m.headers, 'VN_N', 'Lott');
    const vnSlip = await placeSlip(s.app, a.auth, {
      gameCode: 'VN_N',
      prizeMode: 'Lott',
      issueNo: vn.issueNo,
      oddsVersion,
      lines: [
        { playType: 'DE', numbers: ['45', '46'], points: 2 },
        { playType: 'LO2', numbers: ['45'], points: 1 },
        { playType: 'XIEN2', numbers: ['45', '22'], points: 1 },
      ],
    });
    expect(vnSlip.statusCode, vnSlip.body).toBe(200);
    const vnStake = BigInt(vnSlip.json().value.totalStake as string);

    expect(await stakedOn(draw.drawId, a)).toBe(1000n);
    expect(await stakedOn(vn.drawId, a)).toBe(vnStake);
    const held = await exposureOf(draw.drawId);
    expect(Object.keys(held)).toHaveLength(2);
    const vnHeld = await exposureOf(vn.drawId);
    expect(Object.values(vnHeld).every((v) => v > 0n)).toBe(true);

    // Every number now capped at the most the first player's slip holds on one: the same slip is
    // over it on that number.
    const cap = Object.values(held).sort((x, y) => (x < y ? 1 : x > y ? -1 : 0))[0] ?? 0n;
    expect(cap).toBeGreaterThan(0n);
    await setNumberLimit('K3_3', cap);
    try {
      const over = await sumsOnDraw(b.auth, 'K3_3', draw);
      expect(over.json()).toMatchObject({ errorCode: 'lottery.limit.exceeded', value: { limit: 'NUMBER', room: '0' } });

      const res = await s.app.inject({
        method: 'POST',
        url: '/wps/member/breaks',
        headers: a.auth,
        payload: { kind: 'TIMEOUT', length: '24h' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await mainBalance(a)).toBe('100000');

      // Nothing of the refunded bets is counted any more, on either draw.
      expect(await stakedOn(draw.drawId, a)).toBe(0n);
      expect(await stakedOn(vn.drawId, a)).toBe(0n);
      expect(Object.values(await exposureOf(draw.drawId)).every((v) => v === 0n)).toBe(true);
      expect(Object.values(await exposureOf(vn.drawId)).every((v) => v === 0n)).toBe(true);

      // The other player's slip, up to the cap on every number, now goes through.
      await betOnSums(b.auth, 'K3_3', draw);
      expect(await exposureOf(draw.drawId)).toEqual(held);
      expect(await stakedOn(draw.drawId, b)).toBe(1000n);
      // A second refund run finds nothing and takes nothing off again.
      expect((await refundUpcomingBets(deps(), s.m.id, a.member.id)).lotteryBets).toBe(0);
      expect(await exposureOf(draw.drawId)).toEqual(held);
    } finally {
      await setNumberLimit('K3_3', 10_000_000n);
    }
    await expectLedgerBalanced();
  });
});

/**
 * The same person as `p` (by e-mail) on a new brand that extends self-exclusions to every brand,
 * with their identity checked there (only such an account's exclusion reaches other brands),
 * signed in there.
 */
async function twinOnExtendingBrand(p: Player) {
  const here = await createMerchant(s.database);
  await s.database.db.update(merchants).set({ exclusionAcrossBrands: true }).where(eq(merchants.id, here.id));
  const email = `twin.${p.member.id}.${Date.now().toString(36)}@example.com`;
  await s.database.db.update(members).set({ email }).where(eq(members.id, p.member.id));
  const twin = await makeMember(s.app, here.id, { email: email.toUpperCase(), kycLevel: 'VERIFIED' });
  const signedIn = await login(s.app, here.headers, { username: twin.account, password: twin.password });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  return { here, twin, auth: { ...here.headers, authorization: signedIn.json().value.token as string } };
}

/** The copy of an exclusion the player holds from another brand, if it runs. */
const copyOf = (p: Player) =>
  s.database.db
    .select({ kind: playerBreaks.kind, source: playerBreaks.sourceBreakId })
    .from(playerBreaks)
    .where(and(eq(playerBreaks.memberId, p.member.id), sql`${playerBreaks.sourceBreakId} is not null`));

describe('a self-exclusion extended to other brands', () => {
  it('refunds the same person’s upcoming bets on the other brand, once, as the break refunds its own', async () => {
    const p = await fundedPlayer('100000');
    const draw = await openDraw('K3_1');
    await betOnSums(p.auth, 'K3_1', draw);
    const future = await betOnEvent(p.auth, '2000');
    expect(await mainBalance(p)).toBe('97000');
    const { here, twin, auth } = await twinOnExtendingBrand(p);

    const res = await s.app.inject({
      method: 'POST',
      url: '/wps/member/breaks',
      headers: auth,
      payload: { kind: 'EXCLUSION', length: '6m' },
    });
    expect(res.statusCode, res.body).toBe(200);

    expect(await copyOf(p)).toEqual([{ kind: 'EXCLUSION', source: expect.any(Number) }]);
    expect(await mainBalance(p)).toBe('100000');
    expect((await lotteryBetsOn(p, draw.drawId)).map((b) => b.status)).toEqual(['CANCELLED']);
    expect(await stakedOn(draw.drawId, p)).toBe(0n);
    expect(await sportsBetState(future.betId)).toEqual({ status: 'VOID', money: 'VOID' });
    await expectLedgerBalanced();
    // Audited on the player's brand, naming the brand the exclusion came from.
    const lines = await refundLines(p);
    expect(lines.map((l) => l.details)).toEqual([
      {
        memberId: p.member.id,
        fromMerchantId: here.id,
        lotteryBets: 1,
        lotteryDraws: 1,
        sportsBets: 1,
        sportsRefunded: 1,
      },
    ]);
    const [line] = await s.database.db
      .select({ merchantId: auditLog.merchantId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'break.refund'), sql`${auditLog.details}->>'memberId' = ${String(p.member.id)}`));
    expect(line?.merchantId).toBe(s.m.id);

    // Running it again refunds nothing and writes nothing.
    const ledgerBefore = await ledgerTypes(p);
    const again = await refundExclusionCopies(deps(), here.id, twin.id);
    expect(again).toEqual([
      {
        merchantId: s.m.id,
        memberId: p.member.id,
        counts: { lotteryBets: 0, lotteryDraws: 0, sportsBets: 0, sportsRefunded: 0 },
      },
    ]);
    expect(await ledgerTypes(p)).toEqual(ledgerBefore);
    expect(await refundLines(p)).toHaveLength(1);
  });

  it('says what failed on the other brand, keeps the exclusion, and finishes on a second run', async () => {
    const p = await fundedPlayer('100000');
    const draw = await openDraw('K3_1');
    await betOnSums(p.auth, 'K3_1', draw);
    const future = await betOnEvent(p.auth, '2000');
    const { here, twin } = await twinOnExtendingBrand(p);
    await takeBreak(
      s.database.db,
      { merchantId: here.id, memberId: twin.id, ip: '127.0.0.1' },
      {
        kind: 'EXCLUSION',
        length: '1y',
      },
    );

    // Without the house the sportsbook part cannot run; the lottery part still does.
    const [first, ...more] = await refundExclusionCopies({ db: s.database.db, house: undefined }, here.id, twin.id);
    expect(more).toEqual([]);
    expect(first).toMatchObject({
      merchantId: s.m.id,
      memberId: p.member.id,
      counts: { lotteryBets: 1 },
      failed: { sports: 'the house vendor is not mounted' },
    });
    expect(await mainBalance(p)).toBe('98000');
    expect(await sportsBetState(future.betId)).toEqual({ status: 'OPEN', money: 'PLACED' });
    expect((await refundLines(p))[0]?.details).toMatchObject({
      fromMerchantId: here.id,
      failed: { sports: expect.any(String) },
    });
    expect(await copyOf(p)).toHaveLength(1);

    const [second] = await refundExclusionCopies(deps(), here.id, twin.id);
    expect(second).toEqual({
      merchantId: s.m.id,
      memberId: p.member.id,
      counts: { lotteryBets: 0, lotteryDraws: 0, sportsBets: 1, sportsRefunded: 1 },
    });
    expect(await mainBalance(p)).toBe('100000');
    expect(await sportsBetState(future.betId)).toEqual({ status: 'VOID', money: 'VOID' });
    expect(await copyOf(p)).toHaveLength(1);
    await expectLedgerBalanced();
  });
});
