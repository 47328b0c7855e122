/**
 * The house sportsbook through its APIs: the back office enters an event and its prices, players
 * bet from a game window (stakes through the provider wallet), and the result settles every bet.
 */
import { describe, expect, it } from 'vitest';
import { houseSuite } from './helpers/house.ts';
import { balanceOf, operatorToken } from './helpers/money.ts';
import { marketOf, newEvent, opCall, pick, slip } from './helpers/sports.ts';

const { s, fundedPlayer, openWindow } = houseSuite();

const myBets = async (auth: Record<string, string>) =>
  (await s.app.inject({ url: '/house/api/sports/bets', headers: auth })).json().value as {
    id: number;
    status: string;
    paid: string | null;
    stake: string;
  }[];

describe('the board and a bet', () => {
  it('shows the operator’s event in the window and takes a bet through the wallet', async () => {
    const e = await newEvent(s.app, s.op);
    expect(e.markets.map((m) => [m.type, m.line])).toEqual([
      ['1X2', null],
      ['HANDICAP', '-1'],
      ['OVER_UNDER', '2.5'],
    ]);
    const p = await fundedPlayer('100000');
    const w = await openWindow(p.auth, 'sportsbook');
    const board = (await s.app.inject({ url: '/house/api/sports/events', headers: w.auth })).json().value;
    const shown = board.events.find((x: { id: number }) => x.id === e.id);
    expect(shown).toMatchObject({ open: true, home: 'Angkor Tiger', category: 'SPORTS' });
    // An esports window does not list football.
    const esports = await openWindow(p.auth, 'esportsbook');
    const other = (await s.app.inject({ url: '/house/api/sports/events', headers: esports.auth })).json().value;
    expect(other.events.some((x: { id: number }) => x.id === e.id)).toBe(false);

    const home = pick(e, '1X2', 'HOME');
    const res = await slip(s.app, w.auth, { selectionId: home.id, stake: '2500', odds: 2000 });
    expect(res.statusCode, res.body).toBe(200);
    const { bet, balance } = res.json().value;
    expect(bet).toMatchObject({
      status: 'OPEN',
      stake: '2500',
      odds: 2000,
      oddsText: '2.000',
      potentialReturn: '5000',
    });
    expect(balance).toBe('97500');
    expect(await balanceOf(s.app, p.auth)).toBe('97500');
    // The platform's betting record has it, under the bet's own round.
    const record = (await s.app.inject({ url: '/wps/report/bets?page=1&size=10', headers: p.auth })).json().value;
    expect(JSON.stringify(record)).toContain(`HR${bet.roundId}`);
    expect((await myBets(w.auth)).map((b) => b.id)).toEqual([bet.id]);
    // Placing it from the esports window is refused: that window's game does not list it.
    const wrong = await slip(s.app, esports.auth, { selectionId: home.id, stake: '2500', odds: 2000 });
    expect(wrong.json().errorCode).toBe('house.sports.not.found');
  });

  it('refuses a stake outside the market’s limits and one without a window', async () => {
    const e = await newEvent(s.app, s.op);
    const p = await fundedPlayer('100000');
    const w = await openWindow(p.auth, 'sportsbook');
    const home = pick(e, '1X2', 'HOME');
    for (const stake of ['99', '50001'])
      expect((await slip(s.app, w.auth, { selectionId: home.id, stake, odds: 2000 })).json()).toMatchObject({
        errorCode: 'house.bet.invalid',
        value: { min: '100', max: '50000' },
      });
    expect((await slip(s.app, {}, { selectionId: home.id, stake: '1000', odds: 2000 })).statusCode).toBe(401);
    expect(await balanceOf(s.app, p.auth)).toBe('100000');
  });
});

describe('odds changes', () => {
  it('refuse a slip at old odds with the new ones, unless the player accepts the change', async () => {
    const e = await newEvent(s.app, s.op);
    const p = await fundedPlayer('100000');
    const w = await openWindow(p.auth, 'sportsbook');
    const home = pick(e, '1X2', 'HOME');
    const moved = await opCall(s.app, s.op, `/markets/${marketOf(e, '1X2').id}/odds`, { odds: { HOME: 1800 } });
    expect(pick(moved.json().value, '1X2', 'HOME')).toMatchObject({ odds: 1800, version: 2 });
    // Lower than seen: refused for NONE and HIGHER, with the new price; the balance stays.
    for (const acceptOddsChange of ['NONE', 'HIGHER']) {
      const res = await slip(s.app, w.auth, { selectionId: home.id, stake: '1000', odds: 2000, acceptOddsChange });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        errorCode: 'house.odds.changed',
        value: { selectionId: home.id, odds: 1800, oddsText: '1.800', version: 2, seen: 2000 },
      });
    }
    expect(await balanceOf(s.app, p.auth)).toBe('100000');
    const any = await slip(s.app, w.auth, { selectionId: home.id, stake: '1000', odds: 2000, acceptOddsChange: 'ANY' });
    expect(any.json().value.bet).toMatchObject({ odds: 1800, potentialReturn: '1800' });
    // Higher than seen: HIGHER takes the better price.
    await opCall(s.app, s.op, `/markets/${marketOf(e, '1X2').id}/odds`, { odds: { HOME: 2100 } });
    const higher = await slip(s.app, w.auth, {
      selectionId: home.id,
      stake: '1000',
      odds: 1800,
      acceptOddsChange: 'HIGHER',
    });
    expect(higher.json().value.bet).toMatchObject({ odds: 2100, potentialReturn: '2100' });
    expect(await balanceOf(s.app, p.auth)).toBe('98000');
  });
});

describe('held and started events', () => {
  it('refuse bets on a suspended market or event, and take them again once reopened', async () => {
    const e = await newEvent(s.app, s.op);
    const p = await fundedPlayer('100000');
    const w = await openWindow(p.auth, 'sportsbook');
    const over = pick(e, 'OVER_UNDER', 'OVER');
    const bet = { selectionId: over.id, stake: '1000', odds: over.odds };
    const market = marketOf(e, 'OVER_UNDER').id;
    await opCall(s.app, s.op, `/markets/${market}/status`, { status: 'SUSPENDED' });
    const held = await slip(s.app, w.auth, bet);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({ errorCode: 'house.market.suspended', value: { marketStatus: 'SUSPENDED' } });
    await opCall(s.app, s.op, `/markets/${market}/status`, { status: 'OPEN' });
    for (const status of ['SUSPENDED', 'LIVE']) {
      await opCall(s.app, s.op, `/events/${e.id}/status`, { status });
      expect((await slip(s.app, w.auth, bet)).json().errorCode).toBe('house.market.suspended');
    }
    expect(await balanceOf(s.app, p.auth)).toBe('100000');
    await opCall(s.app, s.op, `/events/${e.id}/status`, { status: 'SCHEDULED' });
    expect((await slip(s.app, w.auth, bet)).statusCode).toBe(200);
  });

  it('refuses bets once the event has started', async () => {
    const p = await fundedPlayer('100000');
    const w = await openWindow(p.auth, 'sportsbook');
    const e = await newEvent(s.app, s.op, { startsAt: new Date(Date.now() - 60_000).toISOString() });
    const home = pick(e, '1X2', 'HOME');
    expect(e.open).toBe(false);
    expect((await slip(s.app, w.auth, { selectionId: home.id, stake: '1000', odds: 2000 })).json().errorCode).toBe(
      'house.market.suspended',
    );
    expect(await balanceOf(s.app, p.auth)).toBe('100000');
  });
});

describe('back-office access', () => {
  it('is for trading operators only', async () => {
    const e = await newEvent(s.app, s.op);
    const p = await fundedPlayer('0');
    const support = (await operatorToken(s.app, s.m.headers, s.m.id, 'support')).token;
    const result = `/events/${e.id}/result`;
    const noOne = await opCall(s.app, s.m.headers, result, { home: 1, away: 0 });
    expect(noOne.statusCode).toBe(401);
    const member = await opCall(s.app, p.auth, result, { home: 1, away: 0 });
    expect(member.statusCode).toBe(401);
    const window = await opCall(s.app, { ...s.m.headers, ...(await openWindow(p.auth, 'sportsbook')).auth }, result, {
      home: 1,
      away: 0,
    });
    expect(window.statusCode).toBe(401);
    const looker = await opCall(s.app, { ...s.m.headers, authorization: support }, result, { home: 1, away: 0 });
    expect(looker.json().errorCode).toBe('operator.forbidden');
    const list = await s.app.inject({
      url: '/wps/operator/sports/events?category=SPORTS',
      headers: { ...s.m.headers, authorization: support },
    });
    expect(list.json().value.events.some((x: { id: number }) => x.id === e.id)).toBe(true);
    const after = await s.app.inject({
      url: '/house/api/sports/events',
      headers: (await openWindow(p.auth, 'sportsbook')).auth,
    });
    expect(after.json().value.events.find((x: { id: number }) => x.id === e.id)).toMatchObject({ status: 'SCHEDULED' });
  });

  it('refuses markets that do not make sense', async () => {
    const bad = async (markets: unknown[]) =>
      (
        await s.app.inject({
          method: 'POST',
          url: '/wps/operator/sports/events',
          headers: s.op,
          payload: {
            category: 'SPORTS',
            sport: 'football',
            league: 'L',
            home: 'A',
            away: 'B',
            startsAt: new Date(Date.now() + 3_600_000).toISOString(),
            markets,
          },
        })
      ).json().errorCode;
    const ou = (line: string | undefined, odds = 1900) => ({
      type: 'OVER_UNDER',
      line,
      selections: [
        { code: 'OVER', odds },
        { code: 'UNDER', odds },
      ],
    });
    expect(await bad([ou('2.25')])).toBe('house.sports.invalid');
    expect(await bad([ou(undefined)])).toBe('house.sports.invalid');
    expect(await bad([ou('-1.5')])).toBe('house.sports.invalid');
    expect(await bad([ou('2.5', 1000)])).toBe('house.sports.invalid');
    expect(
      await bad([
        {
          type: 'HANDICAP',
          line: '-0.5',
          selections: [
            { code: 'HOME', odds: 1900 },
            { code: 'DRAW', odds: 1900 },
          ],
        },
      ]),
    ).toBe('house.sports.invalid');
  });
});
