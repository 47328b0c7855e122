/**
 * The house's live tables: rounds shared by everyone at the table, drawn from a committed seed
 * when betting closes, paid through the provider API (demo money in free play), with the road.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as baccarat from '../src/house/games/tables/baccarat.ts';
import { placeTableBets } from '../src/house/live/bets.ts';
import type { TableDef } from '../src/house/live/games.ts';
import { HOUSE_TABLES } from '../src/house/live/registry.ts';
import { advanceTable, payRound } from '../src/house/live/service.ts';
import { refreshTable, tableState } from '../src/house/live/state.ts';
import { recoverHouseBets } from '../src/house/recovery.ts';
import { houseSession } from '../src/house/sessions.ts';
import { houseBets, houseRounds, houseSessions } from '../src/house/store/tables.ts';
import { WalletUnavailable } from '../src/house/wallet-client.ts';
import { FairStream, hashSeed } from '../src/platform/fair.ts';
import { uniqueCode } from './helpers/app.ts';
import { houseSuite } from './helpers/house.ts';
import { balanceOf } from './helpers/money.ts';

const { s, fundedPlayer, openWindow } = houseSuite();

/** A table of its own for each test, so rounds of other tests and runs never mix in. */
const freshTable = (): TableDef => ({ ...(HOUSE_TABLES[0] as TableDef), id: uniqueCode('bac') });
const later = (ms: number) => new Date(Date.now() + ms);
const sessionOf = (w: { token: string }) => houseSession(s.database.db, w.token);

describe('a shared baccarat round', () => {
  it('takes two players’ bets, draws from the committed seed and pays each through their wallet', async () => {
    const t = freshTable();
    const a = await fundedPlayer('100000');
    const b = await fundedPlayer('100000');
    const wa = await sessionOf(await openWindow(a.auth, 'baccarat'));
    const wb = await sessionOf(await openWindow(b.auth, 'baccarat', 0));
    const before = await tableState(s.app.house, t, wa);
    expect(before.round).toMatchObject({ seq: 1, phase: 'BETTING', outcome: null, serverSeed: null });
    await placeTableBets(s.app.house, t, wa, [
      { kind: 'BANKER', stake: '10000' },
      { kind: 'TIE', stake: '1000' },
    ]);
    await placeTableBets(s.app.house, t, wb, [{ kind: 'PLAYER', stake: '5000' }]);
    expect(await balanceOf(s.app, a.auth)).toBe('89000');
    // Both players see the same round, committed to the same seed.
    expect((await tableState(s.app.house, t, wb)).round?.seedHash).toBe(before.round?.seedHash);

    const after = await tableState(s.app.house, t, wa, later(t.timing.bettingMs + 1));
    expect(after.round?.phase).toBe('RESULT');
    const seed = after.round?.serverSeed as string;
    expect(hashSeed(seed)).toBe(before.round?.seedHash);
    const outcome = baccarat.deal(new FairStream(seed, `${t.id}:1`, 0));
    expect(after.round?.outcome).toEqual(outcome);
    const paidA = baccarat
      .settle(outcome, [
        { kind: 'BANKER', stake: 10000n },
        { kind: 'TIE', stake: 1000n },
      ])
      .reduce((x, y) => x + y.payout, 0n);
    expect(await balanceOf(s.app, a.auth)).toBe(String(89000n + paidA));
    const paidB = baccarat.settle(outcome, [{ kind: 'PLAYER', stake: 5000n }])[0]?.payout ?? 0n;
    const [demo] = await s.database.db.select().from(houseSessions).where(eq(houseSessions.id, wb.id));
    expect(demo?.demoBalance).toBe(200000n - 5000n + paidB);
    expect(await balanceOf(s.app, b.auth)).toBe('100000');
    // The player's own bets of the round, with what they paid.
    const mine = after.myBets.find((x) => x.roundId === after.round?.id);
    expect(mine).toMatchObject({ status: 'SETTLED', stake: '11000', payout: paidA.toString() });
  });
});

describe('one player at one table in several windows', () => {
  /** Window A bets on both sides and window B on all three, so both are always paid something. */
  const linesA: { kind: baccarat.BaccaratBet['kind']; stake: string }[] = [
    { kind: 'PLAYER', stake: '1000' },
    { kind: 'BANKER', stake: '1000' },
  ];
  const linesB = [...linesA, { kind: 'TIE' as const, stake: '1000' }];
  const paid = (outcome: unknown, lines: typeof linesB) =>
    baccarat
      .settle(
        outcome as never,
        lines.map((l) => ({ kind: l.kind, stake: BigInt(l.stake) })),
      )
      .reduce((x, y) => x + y.payout, 0n);

  async function twoWindowsBet() {
    const t = freshTable();
    const p = await fundedPlayer('100000');
    const wa = await sessionOf(await openWindow(p.auth, 'baccarat'));
    const wb = await sessionOf(await openWindow(p.auth, 'baccarat'));
    const demo = await sessionOf(await openWindow(p.auth, 'baccarat', 0));
    await tableState(s.app.house, t, wa);
    await placeTableBets(s.app.house, t, wa, linesA);
    await placeTableBets(s.app.house, t, demo, linesA);
    await placeTableBets(s.app.house, t, wb, linesB);
    expect(await balanceOf(s.app, p.auth)).toBe('95000');
    return { t, p, wa, wb, demo };
  }

  it('pays every window: the round closes at the wallet with the last of the player’s bets', async () => {
    const { t, p, wa, demo } = await twoWindowsBet();
    const after = await tableState(s.app.house, t, wa, later(t.timing.bettingMs + 1));
    const outcome = after.round?.outcome;
    expect(await balanceOf(s.app, p.auth)).toBe(String(95000n + paid(outcome, linesA) + paid(outcome, linesB)));
    const bets = await s.database.db
      .select()
      .from(houseBets)
      .where(eq(houseBets.roundId, after.round?.id as number));
    expect(bets.map((b) => b.status)).toEqual(['SETTLED', 'SETTLED', 'SETTLED']);
    const [demoWindow] = await s.database.db.select().from(houseSessions).where(eq(houseSessions.id, demo.id));
    expect(demoWindow?.demoBalance).toBe(200000n - 2000n + paid(outcome, linesA));
  });

  it('a payment that did not get through holds back the player’s others, and recovery pays them all once', async () => {
    const { t, p } = await twoWindowsBet();
    let lost = 0;
    const flaky = {
      ...s.app.house.wallet,
      credit: async (call: Parameters<typeof s.app.house.wallet.credit>[0]) => {
        if (lost++ === 0) throw new WalletUnavailable('lost');
        return s.app.house.wallet.credit(call);
      },
    };
    const [round] = await advanceTable(s.database.db, t, later(t.timing.bettingMs + 1));
    if (!round) throw new Error('the round was not drawn');
    await payRound({ ...s.app.house, wallet: flaky }, round);
    // The first credit was lost, so the second, which would have closed the round, was not sent.
    expect(lost).toBe(1);
    expect(await balanceOf(s.app, p.auth)).toBe('95000');
    const due = 95000n + paid(round.outcome, linesA) + paid(round.outcome, linesB);
    const stale = later(120_000);
    await recoverHouseBets(s.app.house, stale);
    expect(await balanceOf(s.app, p.auth)).toBe(due.toString());
    await recoverHouseBets(s.app.house, stale);
    expect(await balanceOf(s.app, p.auth)).toBe(due.toString());
    const bets = await s.database.db.select().from(houseBets).where(eq(houseBets.roundId, round.id));
    expect(bets.filter((b) => b.mode === 'REAL').map((b) => b.status)).toEqual(['SETTLED', 'SETTLED']);
  });
});

describe('a stake whose debit went unanswered', () => {
  const linesA = [{ kind: 'PLAYER', stake: '1000' }];
  const linesB = [{ kind: 'BANKER', stake: '3000' }];
  const paid = (outcome: unknown) =>
    baccarat.settle(outcome as never, [{ kind: 'PLAYER', stake: 1000n }]).reduce((x, y) => x + y.payout, 0n);
  type Debit = Parameters<typeof s.app.house.wallet.debit>[0];

  /**
   * The house's wallet with debits that land at the platform and then run `landed` before their
   * answer comes back (none if it throws), and rollbacks that do not get through until told.
   */
  function unreliableWallet(landed: (p: Debit) => Promise<void>) {
    const wallet = s.app.house.wallet;
    const state = { failing: true };
    const deps = {
      db: s.database.db,
      wallet: {
        ...wallet,
        debit: async (p: Debit) => {
          const answer = await wallet.debit(p);
          await landed(p);
          return answer;
        },
        rollback: async (p: Parameters<typeof wallet.rollback>[0]) => {
          if (state.failing) throw new WalletUnavailable('the wallet is unreachable');
          return wallet.rollback(p);
        },
      },
    };
    return { deps, state };
  }

  /** A player betting from two windows: A's bet goes through, B's is placed through `deps`. */
  async function twoWindows() {
    const t = freshTable();
    const p = await fundedPlayer('100000');
    const wa = await sessionOf(await openWindow(p.auth, 'baccarat'));
    const wb = await sessionOf(await openWindow(p.auth, 'baccarat'));
    await tableState(s.app.house, t, wa);
    await placeTableBets(s.app.house, t, wa, linesA);
    return { t, p, wb };
  }

  /** The player's bets of the round, here and in their betting record at the platform. */
  async function betsOfRound(p: { auth: Record<string, string> }, roundId: number) {
    const here = await s.database.db.select().from(houseBets).where(eq(houseBets.roundId, roundId));
    const record = (await s.app.inject({ url: '/wps/report/bets?page=1&size=50', headers: p.auth })).json().value;
    const there = record.list.filter((r: { roundId: string }) => r.roundId === `HR${roundId}`);
    return {
      here: here.map((b) => `${b.stake}:${b.status}`).sort(),
      there: there.map((r: { stake: string; status: string }) => `${r.stake}:${r.status}`).sort(),
    };
  }

  it('is rolled back after the draw, before the round is closed at the wallet with the player’s other bet', async () => {
    const { t, p, wb } = await twoWindows();
    const { deps, state } = unreliableWallet(async () => {
      throw new WalletUnavailable('answer lost');
    });
    await expect(placeTableBets(deps, t, wb, linesB)).rejects.toMatchObject({ code: 'house.wallet.unavailable' });
    expect(await balanceOf(s.app, p.auth)).toBe('96000');
    const [round] = await advanceTable(s.database.db, t, later(t.timing.bettingMs + 1));
    if (!round) throw new Error('the round was not drawn');
    await payRound(deps, round);
    // The stake may be at the platform: the player's wallet round stays open, the win waits.
    expect(await balanceOf(s.app, p.auth)).toBe('96000');
    state.failing = false;
    await recoverHouseBets(s.app.house, later(61_000));
    expect(await balanceOf(s.app, p.auth)).toBe(String(99000n + paid(round.outcome)));
    expect(await betsOfRound(p, round.id)).toEqual({
      here: ['1000:SETTLED', '3000:VOID'],
      there: ['1000:SETTLED', '3000:CANCELLED'],
    });
  });

  it('is rolled back when its answer comes after the draw', async () => {
    const { t, p, wb } = await twoWindows();
    // The round is drawn (and paid, with the wallet unreachable for the rollback) meanwhile.
    const { deps, state } = unreliableWallet(async () => {
      await refreshTable(deps, t, later(t.timing.bettingMs + 1));
    });
    await expect(placeTableBets(deps, t, wb, linesB)).rejects.toMatchObject({ code: 'house.round.closed' });
    expect(await balanceOf(s.app, p.auth)).toBe('96000');
    state.failing = false;
    await recoverHouseBets(s.app.house, later(61_000));
    const [round] = await s.database.db.select().from(houseRounds).where(eq(houseRounds.tableId, t.id));
    if (!round) throw new Error('no round');
    expect(await balanceOf(s.app, p.auth)).toBe(String(99000n + paid(round.outcome)));
    expect(await betsOfRound(p, round.id)).toEqual({
      here: ['1000:SETTLED', '3000:VOID'],
      there: ['1000:SETTLED', '3000:CANCELLED'],
    });
  });
});

describe('table rules', () => {
  it('refuses bets once betting has closed, leaving the wallet untouched', async () => {
    const t = freshTable();
    const p = await fundedPlayer('50000');
    const w = await sessionOf(await openWindow(p.auth, 'baccarat'));
    await tableState(s.app.house, t, w);
    const closed = placeTableBets(
      s.app.house,
      t,
      w,
      [{ kind: 'PLAYER', stake: '1000' }],
      later(t.timing.bettingMs + 1),
    );
    await expect(closed).rejects.toMatchObject({ code: 'house.round.closed' });
    expect(await balanceOf(s.app, p.auth)).toBe('50000');
    const [bet] = await s.database.db.select().from(houseBets).where(eq(houseBets.sessionId, w.id));
    expect(bet).toBeUndefined();
  });

  it('refuses unknown kinds, stakes outside the limits and stakes over the balance', async () => {
    const t = freshTable();
    const p = await fundedPlayer('5000');
    const w = await sessionOf(await openWindow(p.auth, 'baccarat'));
    await tableState(s.app.house, t, w);
    const place = (kind: string, stake: string) => placeTableBets(s.app.house, t, w, [{ kind, stake }]);
    await expect(place('RED', '1000')).rejects.toMatchObject({ code: 'house.bet.invalid' });
    await expect(place('PLAYER', '50')).rejects.toMatchObject({ code: 'house.bet.invalid' });
    await expect(place('PLAYER', '600000')).rejects.toMatchObject({ code: 'house.bet.invalid' });
    await expect(place('PLAYER', '6000')).rejects.toMatchObject({ code: 'house.balance.not.enough' });
    expect(await balanceOf(s.app, p.auth)).toBe('5000');
  });

  it('draws the road from the settled rounds, oldest first', async () => {
    const t = freshTable();
    const step = t.timing.bettingMs + t.timing.resultMs;
    for (let i = 0; i < 3; i++) await refreshTable(s.app.house, t, later(i * step + 1));
    const state = await tableState(s.app.house, t, null, later(3 * step + 1));
    const road = state.road as baccarat.BaccaratRoad;
    expect(road.beadPlate.map((c) => c.entry.winner)).toHaveLength(3);
    expect(state.round?.seq).toBe(4);
  });
});

describe('table API', () => {
  it('lists the tables of a game and shows one to a window, refusing bad bets', async () => {
    const list = (await s.app.inject({ url: '/house/api/tables?game=baccarat' })).json().value;
    expect(list.map((t: { id: string }) => t.id)).toEqual(['baccarat-1', 'baccarat-2']);
    const p = await fundedPlayer('50000');
    const w = await openWindow(p.auth, 'roulette');
    const state = await s.app.inject({ url: '/house/api/tables/roulette-1', headers: w.auth });
    expect(state.json().value).toMatchObject({ tableId: 'roulette-1', game: 'roulette', balance: '50000' });
    const bad = await s.app.inject({
      method: 'POST',
      url: '/house/api/tables/roulette-1/bets',
      headers: w.auth,
      payload: { lines: [{ kind: 'STRAIGHT', stake: '-5' }] },
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await s.app.inject({ url: '/house/api/tables/nope', headers: w.auth });
    expect(unknown.statusCode).toBe(404);
    expect((await s.app.inject({ url: '/house/api/tables/roulette-1' })).statusCode).toBe(401);
    // A roulette window bets at roulette tables only, and moves no money elsewhere.
    const elsewhere = await s.app.inject({
      method: 'POST',
      url: '/house/api/tables/baccarat-1/bets',
      headers: w.auth,
      payload: { lines: [{ kind: 'PLAYER', stake: '1000' }] },
    });
    expect(elsewhere.json().errorCode).toBe('house.game.mismatch');
    expect(await balanceOf(s.app, p.auth)).toBe('50000');
  });
});

describe('round verification', () => {
  it('replays a drawn round from its revealed seeds and notices a tampered record', async () => {
    const t = freshTable();
    await refreshTable(s.app.house, t);
    await refreshTable(s.app.house, t, later(t.timing.bettingMs + 1));
    const [round] = await s.database.db.select().from(houseRounds).where(eq(houseRounds.tableId, t.id));
    if (!round) throw new Error('no round');
    const check = async () => (await s.app.inject({ url: `/house/api/rounds/${round.id}/verify` })).json().value;
    const good = await check();
    expect(good.round).toMatchObject({ status: 'SETTLED', seedMatches: true });
    expect(good.replay.matches).toBe(true);
    expect(good.replay.outcome).toEqual(round.outcome);
    await s.database.db
      .update(houseRounds)
      .set({ outcome: { ...(round.outcome as object), winner: 'NOBODY' } })
      .where(eq(houseRounds.id, round.id));
    expect((await check()).replay.matches).toBe(false);
  });
});
