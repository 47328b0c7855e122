/**
 * Settling the house sportsbook: a result pays every bet of the event exactly once through the
 * provider wallet, a cancellation refunds them, and what the wallet missed is paid later.
 */
import { describe, expect, it } from 'vitest';
import { recoverHouseBets } from '../src/house/recovery.ts';
import { houseSession } from '../src/house/sessions.ts';
import { recoverSportsBets } from '../src/house/sports/pay.ts';
import { placeSportsBet } from '../src/house/sports/place.ts';
import { cancelEvent, enterResult } from '../src/house/sports/settle.ts';
import { WalletUnavailable } from '../src/house/wallet-client.ts';
import { houseSuite } from './helpers/house.ts';
import { balanceOf } from './helpers/money.ts';
import { type EventView, kickOff, newEvent, opCall, pick, slip } from './helpers/sports.ts';

const { s, fundedPlayer, openWindow } = houseSuite();

type Bet = { id: number; status: string; paid: string | null; event: { score: unknown } };
const myBets = async (auth: Record<string, string>) =>
  (await s.app.inject({ url: '/house/api/sports/bets', headers: auth })).json().value as Bet[];

/** Places `stake` on the selection at its current odds and returns the bet id. */
async function bet(auth: Record<string, string>, e: EventView, type: string, code: string, stake: string) {
  const sel = pick(e, type, code);
  const res = await slip(s.app, auth, { selectionId: sel.id, stake, odds: sel.odds });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().value.bet.id as number;
}

const later = () => new Date(Date.now() + 120_000);

describe('a result', () => {
  it('pays winners stake × odds (rounded down), refunds pushes and pays losers nothing, once', async () => {
    const e = await newEvent(s.app, s.op);
    const p = await fundedPlayer('100000');
    const w = (await openWindow(p.auth, 'sportsbook')).auth;
    const won = await bet(w, e, '1X2', 'HOME', '1001'); // 1001 × 2.000 = 2002
    const lost = await bet(w, e, '1X2', 'DRAW', '1000');
    const push = await bet(w, e, 'HANDICAP', 'HOME', '3000'); // home -1 on a 2–1: push
    const over = await bet(w, e, 'OVER_UNDER', 'OVER', '777'); // 777 × 1.905 = 1480.185 → 1480
    expect(await balanceOf(s.app, p.auth)).toBe(String(100000 - 1001 - 1000 - 3000 - 777));

    await kickOff(s.database.db, e.id);
    const res = await opCall(s.app, s.op, `/events/${e.id}/result`, { home: 2, away: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      event: { status: 'FINISHED', score: { home: 2, away: 1 } },
      bets: { WON: 2, LOST: 1, PUSH: 1 },
      unpaid: 0,
    });
    const expected = 100000 - 1001 - 1000 - 3000 - 777 + 2002 + 3000 + 1480;
    expect(await balanceOf(s.app, p.auth)).toBe(String(expected));
    const mine = Object.fromEntries((await myBets(w)).map((b) => [b.id, b]));
    expect(mine[won]).toMatchObject({ status: 'WON', paid: '2002', event: { score: { home: 2, away: 1 } } });
    expect(mine[lost]).toMatchObject({ status: 'LOST', paid: '0' });
    expect(mine[push]).toMatchObject({ status: 'PUSH', paid: '3000' });
    expect(mine[over]).toMatchObject({ status: 'WON', paid: '1480' });

    // The same result again pays nothing more; a different one is refused.
    const again = await opCall(s.app, s.op, `/events/${e.id}/result`, { home: 2, away: 1 });
    expect(again.json().value.unpaid).toBe(0);
    expect(await balanceOf(s.app, p.auth)).toBe(String(expected));
    const other = await opCall(s.app, s.op, `/events/${e.id}/result`, { home: 0, away: 0 });
    expect(other.json()).toMatchObject({ errorCode: 'house.event.settled', value: { score: { home: 2, away: 1 } } });
    expect((await opCall(s.app, s.op, `/events/${e.id}/cancel`)).json().errorCode).toBe('house.event.settled');
    expect(await balanceOf(s.app, p.auth)).toBe(String(expected));
    // The settled event leaves the board.
    const board = (await s.app.inject({ url: '/house/api/sports/events', headers: w })).json().value;
    expect(board.events.some((x: { id: number }) => x.id === e.id)).toBe(false);
  });

  it('settles two results entered at once only once', async () => {
    const e = await newEvent(s.app, s.op);
    const p = await fundedPlayer('10000');
    const w = (await openWindow(p.auth, 'sportsbook')).auth;
    await bet(w, e, '1X2', 'AWAY', '2000');
    await kickOff(s.database.db, e.id);
    const both = await Promise.all([
      opCall(s.app, s.op, `/events/${e.id}/result`, { home: 0, away: 3 }),
      opCall(s.app, s.op, `/events/${e.id}/result`, { home: 0, away: 3 }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await balanceOf(s.app, p.auth)).toBe(String(10000 - 2000 + 7500));
  });
});

describe('a cancelled event', () => {
  it('voids every bet and gives the stakes back', async () => {
    const e = await newEvent(s.app, s.op);
    const p = await fundedPlayer('20000');
    const w = (await openWindow(p.auth, 'sportsbook')).auth;
    await bet(w, e, '1X2', 'HOME', '5000');
    await bet(w, e, 'OVER_UNDER', 'UNDER', '2500');
    expect(await balanceOf(s.app, p.auth)).toBe('12500');
    const res = await opCall(s.app, s.op, `/events/${e.id}/cancel`);
    expect(res.json().value).toMatchObject({ event: { status: 'CANCELLED' }, bets: { VOID: 2 }, unpaid: 0 });
    expect(await balanceOf(s.app, p.auth)).toBe('20000');
    expect((await myBets(w)).map((b) => [b.status, b.paid])).toEqual([
      ['VOID', '2500'],
      ['VOID', '5000'],
    ]);
    await opCall(s.app, s.op, `/events/${e.id}/cancel`);
    expect(await balanceOf(s.app, p.auth)).toBe('20000');
    expect((await opCall(s.app, s.op, `/events/${e.id}/result`, { home: 1, away: 1 })).json().errorCode).toBe(
      'house.event.settled',
    );
  });
});

describe('money the wallet missed', () => {
  it('a credit that did not get through at settlement is paid by the recovery job, once', async () => {
    const e = await newEvent(s.app, s.op);
    const p = await fundedPlayer('10000');
    const w = (await openWindow(p.auth, 'sportsbook')).auth;
    await bet(w, e, '1X2', 'HOME', '1000');
    await kickOff(s.database.db, e.id);
    const lossy = {
      ...s.app.house.wallet,
      credit: async () => {
        throw new WalletUnavailable('lost');
      },
    };
    const settled = await enterResult({ ...s.app.house, wallet: lossy }, e.id, { home: 1, away: 0 });
    expect(settled.unpaid).toBe(1);
    expect(await balanceOf(s.app, p.auth)).toBe('9000');
    expect((await myBets(w))[0]).toMatchObject({ status: 'WON', paid: null });
    await recoverHouseBets(s.app.house, later());
    await recoverSportsBets(s.app.house, later());
    expect(await balanceOf(s.app, p.auth)).toBe('11000');
    await recoverHouseBets(s.app.house, later());
    await recoverSportsBets(s.app.house, later());
    expect(await balanceOf(s.app, p.auth)).toBe('11000');
    expect((await myBets(w))[0]).toMatchObject({ status: 'WON', paid: '2000' });
  });

  it('a refund that did not get through at cancellation is made by the recovery job', async () => {
    const e = await newEvent(s.app, s.op);
    const p = await fundedPlayer('10000');
    const w = (await openWindow(p.auth, 'sportsbook')).auth;
    await bet(w, e, '1X2', 'DRAW', '4000');
    const deaf = {
      ...s.app.house.wallet,
      rollback: async () => {
        throw new WalletUnavailable('lost');
      },
    };
    expect((await cancelEvent({ ...s.app.house, wallet: deaf }, e.id)).unpaid).toBe(1);
    expect(await balanceOf(s.app, p.auth)).toBe('6000');
    expect((await recoverSportsBets(s.app.house, later())).unpaid).toBe(0);
    expect(await balanceOf(s.app, p.auth)).toBe('10000');
  });

  it('a bet whose event is settled while its debit travels is rolled back', async () => {
    const e = await newEvent(s.app, s.op);
    const p = await fundedPlayer('10000');
    const w = await openWindow(p.auth, 'sportsbook');
    const wallet = s.app.house.wallet;
    const slow = {
      ...wallet,
      debit: async (d: Parameters<typeof wallet.debit>[0]) => {
        const answer = await wallet.debit(d);
        // The match kicks off and its result is in before the debit's answer is back.
        await kickOff(s.database.db, e.id);
        await enterResult(s.app.house, e.id, { home: 1, away: 0 });
        return answer;
      },
    };
    const home = pick(e, '1X2', 'HOME');
    const placing = placeSportsBet({ ...s.app.house, wallet: slow }, await houseSession(s.database.db, w.token), {
      selectionId: home.id,
      stake: 3000n,
      odds: home.odds,
      acceptOddsChange: 'NONE',
    });
    await expect(placing).rejects.toMatchObject({ code: 'house.market.suspended' });
    expect(await balanceOf(s.app, p.auth)).toBe('10000');
    expect(await myBets(w.auth)).toEqual([]);
  });
});

describe('bets against a small balance', () => {
  it('never spend more than the wallet holds, however many arrive at once', async () => {
    const e = await newEvent(s.app, s.op);
    const p = await fundedPlayer('10000');
    const w = (await openWindow(p.auth, 'sportsbook')).auth;
    const home = pick(e, '1X2', 'HOME');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => slip(s.app, w, { selectionId: home.id, stake: '3000', odds: home.odds })),
    );
    const codes = answers.map((r) => r.json().errorCode ?? 'OK').sort();
    expect(codes).toEqual([
      'OK',
      'OK',
      'OK',
      'house.balance.not.enough',
      'house.balance.not.enough',
      'house.balance.not.enough',
    ]);
    expect(await balanceOf(s.app, p.auth)).toBe('1000');
    expect((await myBets(w)).length).toBe(3);
  });
});

describe('demo money', () => {
  it('a free window bets and is paid with its demo balance, never the wallet', async () => {
    const e = await newEvent(s.app, s.op);
    const p = await fundedPlayer('5000');
    const w = await openWindow(p.auth, 'sportsbook', 0);
    expect(w.mode).toBe('FREE');
    const under = pick(e, 'OVER_UNDER', 'UNDER');
    const res = await slip(s.app, w.auth, { selectionId: under.id, stake: '10000', odds: under.odds });
    expect(res.json().value.balance).toBe('190000');
    await kickOff(s.database.db, e.id);
    await opCall(s.app, s.op, `/events/${e.id}/result`, { home: 0, away: 0 });
    expect((await myBets(w.auth))[0]).toMatchObject({ status: 'WON', paid: '19050' });
    const state = (await s.app.inject({ url: '/house/api/session', headers: w.auth })).json().value;
    expect(state.balance).toBe('209050');
    expect(await balanceOf(s.app, p.auth)).toBe('5000');
  });
});
