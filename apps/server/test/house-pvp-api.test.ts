/**
 * Bull-bull tables through the API: two players sit at one table, the hand starts when both are
 * ready, each acts, the hand is settled from its committed seed and paid through the wallets.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type BullOutcome, playHand } from '../src/house/games/pvp/bull-pot.ts';
import { houseSession } from '../src/house/sessions.ts';
import { houseBets, houseSessions } from '../src/house/store/tables.ts';
import { FairStream, hashSeed } from '../src/platform/fair.ts';
import { uniqueCode } from './helpers/app.ts';
import { houseSuite } from './helpers/house.ts';
import { balanceOf } from './helpers/money.ts';
import { freshPvpTable, pvpApi } from './helpers/pvp.ts';

const { s, fundedPlayer, openWindow } = houseSuite();
const api = pvpApi(s);

describe('a bull-bull hand between two players', () => {
  it('deals from the committed seed, shows each only their own cards, and pays the pot less the rake', async () => {
    const t = freshPvpTable('REAL');
    const a = await fundedPlayer('100000');
    const b = await fundedPlayer('100000');
    const wa = await openWindow(a.auth, 'bull-bull');
    const wb = await openWindow(b.auth, 'bull-bull');
    expect((await api.post(t.id, 'sit', wa.auth)).value).toMatchObject({ seat: 1, phase: 'WAITING' });
    const sat = (await api.post(t.id, 'sit', wb.auth, { seat: 4 })).value;
    expect(sat).toMatchObject({ seat: 4, phase: 'STARTING' });
    expect(sat.seats[0]).toMatchObject({ nickname: wa.nickname, me: false });
    await api.post(t.id, 'ready', wa.auth);
    const started = (await api.post(t.id, 'ready', wb.auth)).value;
    expect(started).toMatchObject({ phase: 'DECIDING', me: { inHand: true, canAct: true } });
    expect(started.me.cards).toHaveLength(5);
    // The other player's cards stay on the server until the hand is settled.
    expect(started.seats[0]).toMatchObject({ inHand: true, cards: null });
    // Each reserve (four antes) is taken when the hand starts.
    expect(await balanceOf(s.app, a.auth)).toBe('99600');
    const seedHash = started.hand.seedHash as string;

    const afterA = (await api.post(t.id, 'act', wa.auth, { action: 'DOUBLE' })).value;
    expect(afterA).toMatchObject({ phase: 'DECIDING', me: { canAct: false } });
    const seenByB = (await api.get(t.id, wb.auth)).value;
    expect(seenByB.seats[0]).toMatchObject({ action: 'DOUBLE', cards: null });
    expect(seenByB.hand.pot).toBe('400');

    const done = (await api.post(t.id, 'act', wb.auth, { action: 'CALL' })).value;
    expect(done.phase).toBe('RESULT');
    expect(hashSeed(done.hand.serverSeed)).toBe(seedHash);
    const outcome = playHand(new FairStream(done.hand.serverSeed, `${t.id}:1`, 0), 100n, [
      { seat: 1, action: 'DOUBLE', defaulted: false },
      { seat: 4, action: 'CALL', defaulted: false },
    ]);
    expect(done.seats[0]).toMatchObject({ cards: outcome.players[0]?.cards, result: outcome.players[0]?.result });
    expect(done.seats[3].cards).toEqual(outcome.players[1]?.cards);
    // Stakes 300 and 200: the winner takes at most its own stake from the other, less 5%.
    const aWins = outcome.winnerSeat === 1;
    const pot = aWins ? 500 : 400;
    const rake = pot / 20;
    expect(done.hand).toMatchObject({ pot: String(pot), rake: String(rake), winnerSeat: outcome.winnerSeat });
    const balA = await balanceOf(s.app, a.auth);
    const balB = await balanceOf(s.app, b.auth);
    expect([balA, balB]).toEqual(
      aWins ? [String(100000 + pot - rake - 300), '99800'] : ['99800', String(100000 + pot - rake - 200)],
    );
    // Money is conserved: what the two lost and won, plus the rake, is zero.
    expect(Number(balA) + Number(balB) + rake).toBe(200000);

    // Both stakes are recorded: by the house, and in each player's betting record at the platform.
    const bets = await s.database.db.select().from(houseBets).where(eq(houseBets.roundId, done.hand.id));
    expect(bets.map((x) => x.status)).toEqual(['SETTLED', 'SETTLED']);
    // The reserve (4 antes) was debited; only the stake played (300 and 200) counts as turnover.
    for (const [p, played] of [
      [a, '300'],
      [b, '200'],
    ] as const) {
      const record = (await s.app.inject({ url: '/wps/report/bets?page=1&size=10', headers: p.auth })).json().value;
      const row = record.list.find((r: { roundId: string }) => r.roundId === `HR${done.hand.id}`);
      expect(row).toMatchObject({ stake: '400', validStake: played, status: 'SETTLED' });
    }
    // The verify page deals the hand again from the revealed seed and gets the same record.
    const verify = (await s.app.inject({ url: `/house/api/rounds/${done.hand.id}/verify` })).json().value;
    expect(verify.replay).toMatchObject({ matches: true });
    expect(verify.round.outcome as BullOutcome).toEqual(JSON.parse(JSON.stringify(outcome)));
  });

  it('plays a demo table with the windows’ demo money, never the wallets', async () => {
    const t = freshPvpTable('FREE');
    const players = [await fundedPlayer('1000'), await fundedPlayer('1000')];
    const windows = [
      await openWindow(players[0]!.auth, 'bull-bull', 0),
      await openWindow(players[1]!.auth, 'bull-bull', 0),
    ];
    for (const w of windows) await api.post(t.id, 'sit', w.auth);
    for (const w of windows) await api.post(t.id, 'ready', w.auth);
    await api.post(t.id, 'act', windows[0]!.auth, { action: 'FOLD' });
    const done = (await api.post(t.id, 'act', windows[1]!.auth, { action: 'TRIPLE' })).value;
    // One folded: the other wins the ante (pot 100 + 400, rake 25) whatever the cards.
    expect(done.hand).toMatchObject({ winnerSeat: 2, pot: '500', rake: '25' });
    const demo = async (w: { token: string }) => (await houseSession(s.database.db, w.token)).demoBalance;
    expect(await demo(windows[0]!)).toBe(200000n - 100n);
    expect(await demo(windows[1]!)).toBe(200000n + 75n);
    expect(done.balance).toBe('200075');
    for (const p of players) expect(await balanceOf(s.app, p.auth)).toBe('1000');
  });
});

describe('table rules', () => {
  it('refuses to act without a seat, twice, or with a made-up action', async () => {
    const t = freshPvpTable('REAL');
    const [a, b, c] = [await fundedPlayer('10000'), await fundedPlayer('10000'), await fundedPlayer('10000')];
    const [wa, wb, wc] = [
      await openWindow(a.auth, 'bull-bull'),
      await openWindow(b.auth, 'bull-bull'),
      await openWindow(c.auth, 'bull-bull'),
    ];
    expect(await api.post(t.id, 'act', wc.auth, { action: 'CALL' })).toMatchObject({
      status: 409,
      errorCode: 'house.pvp.not.seated',
    });
    await api.post(t.id, 'sit', wa.auth);
    expect(await api.post(t.id, 'act', wa.auth, { action: 'CALL' })).toMatchObject({
      errorCode: 'house.pvp.not.in.hand',
    });
    await api.post(t.id, 'sit', wb.auth);
    await api.post(t.id, 'ready', wa.auth);
    await api.post(t.id, 'ready', wb.auth);
    expect(await api.post(t.id, 'act', wa.auth, { action: 'ALL_IN' })).toMatchObject({ status: 400 });
    await api.post(t.id, 'act', wa.auth, { action: 'CALL' });
    expect(await api.post(t.id, 'act', wa.auth, { action: 'TRIPLE' })).toMatchObject({
      errorCode: 'house.pvp.already.acted',
    });
    // A player who sits down during a hand waits for the next one.
    await api.post(t.id, 'sit', wc.auth);
    expect(await api.post(t.id, 'act', wc.auth, { action: 'CALL' })).toMatchObject({
      errorCode: 'house.pvp.not.in.hand',
    });
    expect(await balanceOf(s.app, c.auth)).toBe('10000');
  });

  it('refuses a seat without the reserve, at a table of the other money, or at an unknown table', async () => {
    // Ante 100.00: a hand may cost up to 400.00, more than the player has.
    const t = freshPvpTable('REAL', 10000n);
    const poor = await fundedPlayer('39999');
    const w = await openWindow(poor.auth, 'bull-bull');
    expect(await api.post(t.id, 'sit', w.auth)).toMatchObject({ status: 409, errorCode: 'house.balance.not.enough' });
    expect(await balanceOf(s.app, poor.auth)).toBe('39999');
    expect((await api.get(t.id, w.auth)).value.seats.every((x: { nickname: null }) => x.nickname === null)).toBe(true);
    const trial = await openWindow(poor.auth, 'bull-bull', 0);
    expect(await api.post(t.id, 'sit', trial.auth)).toMatchObject({
      status: 403,
      errorCode: 'house.pvp.mode.mismatch',
    });
    expect(await api.post(uniqueCode('nope'), 'sit', w.auth)).toMatchObject({ status: 404 });
    expect(await api.post(t.id, 'sit', {})).toMatchObject({ status: 401, errorCode: 'house.session.invalid' });
  });

  it('seats players of one currency only: a pot never mixes two', async () => {
    const t = freshPvpTable('REAL');
    const usd = await openWindow((await fundedPlayer('100000')).auth, 'bull-bull');
    const other = await fundedPlayer('100000');
    const elsewhere = await openWindow(other.auth, 'bull-bull');
    // As a window of a player of a brand that plays in another currency.
    const window = await houseSession(s.database.db, elsewhere.token);
    await s.database.db.update(houseSessions).set({ currency: 'VND' }).where(eq(houseSessions.id, window.id));
    const currency = (await houseSession(s.database.db, usd.token)).currency;
    expect((await api.post(t.id, 'sit', usd.auth)).value.seat).toBe(1);
    expect(await api.post(t.id, 'sit', elsewhere.auth)).toMatchObject({
      status: 403,
      errorCode: 'house.pvp.currency.mismatch',
      value: { currency },
    });
    expect(
      (await api.get(t.id, usd.auth)).value.seats.filter((x: { nickname: null }) => x.nickname !== null),
    ).toHaveLength(1);
    // At a table of its own, that currency plays.
    expect((await api.post(freshPvpTable('REAL').id, 'sit', elsewhere.auth)).value.seat).toBe(1);
  });

  it('seats five at most', async () => {
    const t = freshPvpTable('FREE');
    for (let i = 0; i < 5; i++) {
      const w = await openWindow((await fundedPlayer('0')).auth, 'bull-bull', 0);
      expect((await api.post(t.id, 'sit', w.auth)).value.seat).toBe(i + 1);
    }
    const sixth = await openWindow((await fundedPlayer('0')).auth, 'bull-bull', 0);
    expect(await api.post(t.id, 'sit', sixth.auth)).toMatchObject({ status: 409, errorCode: 'house.pvp.table.full' });
  });

  it('lists the fixed tables with their seat counts', async () => {
    const list = (await s.app.inject({ url: '/house/api/pvp/tables' })).json().value;
    expect(list.map((x: { id: string }) => x.id)).toContain('bull-100-1');
    expect(list.find((x: { id: string }) => x.id === 'bull-1000-1')).toMatchObject({
      ante: '1000',
      mode: 'REAL',
      seats: 5,
    });
    expect(list.find((x: { id: string }) => x.id === 'bull-free-1')).toMatchObject({ mode: 'FREE' });
  });
});
