/**
 * The house sportsbook's events belong to the brand that entered them. Another brand's operators
 * can neither see an event's stakes nor price, hold, settle or cancel it, and are told the same 404
 * as for an event that does not exist; another brand's players neither see it on their board nor
 * bet on it, so no brand's house account pays on a book another brand's operator controls. A
 * result is taken only once the event has started.
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { houseSessions } from '../src/house/store/tables.ts';
import { type Brand, houseSuite } from './helpers/house.ts';
import { balanceOf } from './helpers/money.ts';
import { type EventView, kickOff, marketOf, newEvent, opCall, pick, slip } from './helpers/sports.ts';

const { s, newBrand, fundedPlayer, launchTicket, openWindow } = houseSuite();
let other: Brand;
beforeAll(async () => {
  other = await newBrand();
});

const listed = async (op: Record<string, string>) =>
  (await s.app.inject({ url: '/wps/operator/sports/events', headers: op }))
    .json()
    .value.events.map((e: { id: number }) => e.id) as number[];

/** What a sportsbook window's board lists. */
const board = async (auth: Record<string, string>) =>
  (await s.app.inject({ url: '/house/api/sports/events', headers: auth }))
    .json()
    .value.events.map((e: { id: number }) => e.id) as number[];

const homeSlip = (e: EventView, stake: string) => ({ selectionId: pick(e, '1X2', 'HOME').id, stake, odds: 2000 });

describe("another brand's operator", () => {
  it('cannot see, price, hold, settle or cancel an event it did not enter', async () => {
    const e = await newEvent(s.app, s.op);
    const market = marketOf(e, '1X2');
    expect(await listed(s.op)).toContain(e.id);
    expect(await listed(other.op)).not.toContain(e.id);

    await kickOff(s.database.db, e.id);
    const attempts = [
      opCall(s.app, other.op, `/events/${e.id}/result`, { home: 3, away: 0 }),
      opCall(s.app, other.op, `/events/${e.id}/cancel`),
      opCall(s.app, other.op, `/events/${e.id}/status`, { status: 'SUSPENDED' }),
      opCall(s.app, other.op, `/markets/${market.id}/odds`, { odds: { HOME: 9000 } }),
      opCall(s.app, other.op, `/markets/${market.id}/status`, { status: 'SUSPENDED' }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().errorCode).toBe('house.sports.not.found');
    }
    const after = (await s.app.inject({ url: '/wps/operator/sports/events', headers: s.op })).json().value.events;
    expect(after.find((x: { id: number }) => x.id === e.id)).toMatchObject({ status: 'SCHEDULED' });

    const settled = await opCall(s.app, s.op, `/events/${e.id}/result`, { home: 1, away: 0 });
    expect(settled.statusCode, settled.body).toBe(200);
  });
});

describe("another brand's players", () => {
  it('neither see nor bet on an event their brand did not enter; the owner brand’s players do, and are paid', async () => {
    const e = await newEvent(s.app, s.op);
    const stranger = await fundedPlayer('100000', other);
    const theirs = await openWindow(stranger.auth, 'sportsbook');
    expect(await board(theirs.auth)).not.toContain(e.id);
    const refused = await slip(s.app, theirs.auth, homeSlip(e, '2500'));
    expect(refused.statusCode, refused.body).toBe(404);
    expect(refused.json().errorCode).toBe('house.sports.not.found');
    expect(await balanceOf(s.app, stranger.auth)).toBe('100000');
    // Nothing of theirs is staked on the owner's book.
    const book = (await s.app.inject({ url: '/wps/operator/sports/events', headers: s.op })).json().value;
    expect(book.exposure.filter((x: { selectionId: number }) => x.selectionId === pick(e, '1X2', 'HOME').id)).toEqual(
      [],
    );

    // The owner brand's own players bet and are paid as before.
    const own = await fundedPlayer('100000');
    const mine = await openWindow(own.auth, 'sportsbook');
    expect(await board(mine.auth)).toContain(e.id);
    const placed = await slip(s.app, mine.auth, homeSlip(e, '2500'));
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await balanceOf(s.app, own.auth)).toBe('97500');
    await kickOff(s.database.db, e.id);
    const settled = await opCall(s.app, s.op, `/events/${e.id}/result`, { home: 2, away: 0 });
    expect(settled.json().value).toMatchObject({ bets: { WON: 1 }, unpaid: 0 });
    expect(await balanceOf(s.app, own.auth)).toBe('102500');
  });

  it('each see their own brand’s events, and only those', async () => {
    const ours = await newEvent(s.app, s.op);
    const theirs = await newEvent(s.app, other.op);
    const w = await openWindow((await fundedPlayer('0', other)).auth, 'sportsbook');
    const shown = await board(w.auth);
    expect(shown).toContain(theirs.id);
    expect(shown).not.toContain(ours.id);
  });

  it('keep the bets they placed on another brand’s event before events were the brand’s own: its owner settles or cancels them', async () => {
    // Such a bet, as it stands in the book: staked from the other brand's window on an event the
    // suite's brand owns (made here by handing the event over after the bet).
    const player = await fundedPlayer('100000', other);
    const w = await openWindow(player.auth, 'sportsbook');
    const won = await newEvent(s.app, other.op);
    const called = await newEvent(s.app, other.op);
    expect((await slip(s.app, w.auth, homeSlip(won, '1000'))).statusCode).toBe(200);
    expect((await slip(s.app, w.auth, homeSlip(called, '3000'))).statusCode).toBe(200);
    expect(await balanceOf(s.app, player.auth)).toBe('96000');
    await s.database.db.execute(
      sql`update house_sports_events set owner_merchant_id = ${s.m.id} where id in (${won.id}, ${called.id})`,
    );
    await kickOff(s.database.db, won.id);
    expect((await opCall(s.app, s.op, `/events/${won.id}/result`, { home: 1, away: 0 })).json().value).toMatchObject({
      bets: { WON: 1 },
      unpaid: 0,
    });
    expect((await opCall(s.app, s.op, `/events/${called.id}/cancel`)).json().value).toMatchObject({
      bets: { VOID: 1 },
      unpaid: 0,
    });
    expect(await balanceOf(s.app, player.auth)).toBe(String(96000 + 2000 + 3000));
  });
});

describe('a result entered before the event starts', () => {
  it('is refused and changes nothing; once it has started the same result settles', async () => {
    const e = await newEvent(s.app, s.op);
    const p = await fundedPlayer('10000');
    const w = await openWindow(p.auth, 'sportsbook');
    const placed = await slip(s.app, w.auth, homeSlip(e, '1000'));
    expect(placed.statusCode, placed.body).toBe(200);

    const early = await opCall(s.app, s.op, `/events/${e.id}/result`, { home: 1, away: 0 });
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json()).toMatchObject({ errorCode: 'house.event.not.started', value: { startsAt: e.startsAt } });
    const book = (await s.app.inject({ url: '/wps/operator/sports/events', headers: s.op })).json().value;
    const still = book.events.find((x: { id: number }) => x.id === e.id);
    expect(still).toMatchObject({ status: 'SCHEDULED', open: true, score: null });
    expect(still.markets.every((m: { status: string }) => m.status === 'OPEN')).toBe(true);
    const bets = (await s.app.inject({ url: '/house/api/sports/bets', headers: w.auth })).json().value;
    expect(bets.map((b: { status: string }) => b.status)).toEqual(['OPEN']);
    expect(await balanceOf(s.app, p.auth)).toBe('9000');
    // Bets are still taken.
    expect((await slip(s.app, w.auth, homeSlip(e, '1000'))).statusCode).toBe(200);

    await kickOff(s.database.db, e.id);
    const settled = await opCall(s.app, s.op, `/events/${e.id}/result`, { home: 1, away: 0 });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(await balanceOf(s.app, p.auth)).toBe(String(8000 + 4000));
  });

  it('is taken once the trader marked the match under way, for a match that kicked off early', async () => {
    const e = await newEvent(s.app, s.op);
    const p = await fundedPlayer('10000');
    const w = await openWindow(p.auth, 'sportsbook');
    expect((await slip(s.app, w.auth, homeSlip(e, '1000'))).statusCode).toBe(200);
    const live = await opCall(s.app, s.op, `/events/${e.id}/status`, { status: 'LIVE' });
    expect(live.statusCode, live.body).toBe(200);
    // Under way: no more bets, and the result settles before the listed start.
    expect((await slip(s.app, w.auth, homeSlip(e, '1000'))).statusCode).not.toBe(200);
    const settled = await opCall(s.app, s.op, `/events/${e.id}/result`, { home: 1, away: 0 });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(await balanceOf(s.app, p.auth)).toBe(String(9000 + 2000));
  });
});

describe('the house session', () => {
  it('knows the player’s brand from the platform’s authenticate answer', async () => {
    const p = await fundedPlayer('0', other);
    const answer = await s.app.house.wallet.authenticate(await launchTicket(p.auth, 'sportsbook'));
    expect(answer).toMatchObject({ status: 'OK', merchantId: other.m.id });
    const w = await openWindow(p.auth, 'sportsbook');
    const [row] = await s.database.db
      .select({ merchantId: houseSessions.merchantId })
      .from(houseSessions)
      .where(and(eq(houseSessions.playerId, String(p.member.id)), eq(houseSessions.gameCode, 'sportsbook')));
    expect(row?.merchantId).toBe(other.m.id);
    expect(w.mode).toBe('REAL');
  });
});
