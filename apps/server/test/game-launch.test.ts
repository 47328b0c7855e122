/**
 * The player's side of the catalogue through the API: favourites, the game launch with its
 * one-time ticket, recent games and the winner board.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { grantBonus } from '../src/modules/bonus/service.ts';
import { maskAccount } from '../src/modules/catalogue/winners.ts';
import { openVendorSession } from '../src/modules/provider/sessions.ts';
import { hashToken } from '../src/platform/auth/tokens.ts';
import { bets, launchTickets, merchants } from '../src/platform/db/schema.ts';
import { makeMember } from './helpers/accounts.ts';
import { createMerchant, uniqueCode } from './helpers/app.ts';
import { catalogueSuite, codes } from './helpers/catalogue.ts';
import { playedBet } from './helpers/rounds.ts';

const { s, get, post, signedIn, trial, gameId, launch } = catalogueSuite();

describe('favourites', () => {
  it('adds, lists and removes, newest first, for this member only', async () => {
    const p = await signedIn();
    const other = await signedIn();
    const slot = await gameId('golden-dragon');
    const table = await gameId('roulette');
    expect((await post('/wps/relay/MCSFE_addFavoriteGame', p.auth, { gameId: slot })).json().value.list).toEqual([
      slot,
    ]);
    await post('/wps/relay/MCSFE_addFavoriteGame', p.auth, { gameId: table });
    // Adding twice changes nothing.
    const again = await post('/wps/relay/MCSFE_addFavoriteGame', p.auth, { gameId: String(table) });
    expect(again.json().value.list.sort()).toEqual([slot, table].sort());
    const ids = (await get('/wps/relay/MCSFE_getFavoriteGames', p.auth)).json().value.list;
    expect(ids.sort()).toEqual([slot, table].sort());
    const full = (await get('/wps/relay/MCSFE_getFavoriteGamesList?language=CN', p.auth)).json().value.list;
    expect(full.map((g: { gameName: string }) => g.gameName).sort()).toEqual(['轮盘', '金龙'].sort());
    expect((await get('/wps/relay/MCSFE_getFavoriteGames', other.auth)).json().value.list).toEqual([]);
    const removed = await post('/wps/relay/MCSFE_removeFavoriteGame', p.auth, { gameId: slot });
    expect(removed.json().value.list).toEqual([table]);
    expect((await post('/wps/relay/MCSFE_removeFavoriteGame', p.auth, { gameId: slot })).statusCode).toBe(200);
  });

  it('refuses unknown games, bad ids and callers without a session', async () => {
    const p = await signedIn();
    const unknown = await post('/wps/relay/MCSFE_addFavoriteGame', p.auth, { gameId: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('game.not.found');
    const bad = await post('/wps/relay/MCSFE_addFavoriteGame', p.auth, { gameId: -1 });
    expect(bad.json().errorCode).toBe('request.param.err');
    const out = await get('/wps/relay/MCSFE_getFavoriteGames');
    expect(out.statusCode).toBe(401);
    expect(out.json().errorCode).toBe('login.not.session');
  });
});

describe('launch', () => {
  it('needs a session', async () => {
    const res = await launch(s.m.headers, `gameId=${await gameId('baccarat')}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('login.not.session');
  });

  it('sends a real account to the vendor with a one-time ticket, never the session token', async () => {
    const p = await signedIn();
    const res = await launch(
      { ...p.auth, language: 'KM' },
      `gameId=${await gameId('mekong-fortune')}&nodeId=1&accountType=1&vassalage=HOUSE&platform=html5-desktop&clientType=3&token=${p.token}`,
    );
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().value.content.game_url);
    expect(`${url.origin}${url.pathname}`).toBe(`https://${s.m.code}.test/house/play`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ticket: expect.any(String),
      game: 'mekong-fortune',
      lang: 'KM',
      mode: 'REAL',
    });
    const ticket = url.searchParams.get('ticket') as string;
    expect(ticket).not.toBe(p.token);
    expect(res.body).not.toContain(p.token);
    expect(await s.database.db.select().from(launchTickets).where(eq(launchTickets.ticketHash, ticket))).toEqual([]);
    const [row] = await s.database.db
      .select()
      .from(launchTickets)
      .where(eq(launchTickets.ticketHash, hashToken(ticket)));
    expect(row).toMatchObject({ memberId: p.member.id, merchantId: s.m.id, gameCode: 'mekong-fortune', mode: 'REAL' });
    const ttl = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(ttl).toBeGreaterThan(4 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000 + 1000);
    // The provider API trades it once for a vendor session.
    expect(await openVendorSession(s.database.db, 'HOUSE', ticket)).toMatchObject({ mode: 'REAL' });
    expect(await openVendorSession(s.database.db, 'HOUSE', ticket)).toBeNull();
  });

  it('launches a trial, or a real account asking for free play, in FREE mode', async () => {
    const t = await trial();
    const res = await launch(t.auth, `gameCode=baccarat&vendor=HOUSE&accountType=1&language=EN`);
    expect(res.statusCode).toBe(200);
    expect(new URL(res.json().value.content.game_url).searchParams.get('mode')).toBe('FREE');
    const p = await signedIn();
    const free = await launch(p.auth, `gameCode=roulette&vendor=HOUSE&accountType=0`);
    expect(new URL(free.json().value.content.game_url).searchParams.get('mode')).toBe('FREE');
  });

  it('uses one of the merchant launch CDNs', async () => {
    const cdns = ['https://g1.example.com', 'https://g2.example.com/'];
    const site = await createMerchant(s.database);
    await s.database.db.update(merchants).set({ launchGameCdns: cdns }).where(eq(merchants.id, site.id));
    const p = await signedIn(site);
    const url = (await launch(p.auth, `gameId=${await gameId('sicbo')}`)).json().value.content.game_url as string;
    expect(['https://g1.example.com/house/play', 'https://g2.example.com/house/play']).toContain(url.split('?')[0]);
  });

  it('refuses unknown games and requests that name no game', async () => {
    const p = await signedIn();
    const lobby = `gameId=${await gameId('live-hall')}`;
    for (const q of [
      'gameId=2000000000',
      'gameCode=no-such-game&vendor=HOUSE',
      'gameCode=baccarat&vendor=NOPE',
      lobby,
    ]) {
      const res = await launch(p.auth, q);
      expect(res.statusCode, q).toBe(404);
      expect(res.json().errorCode, q).toBe('game.not.found');
    }
    for (const q of ['accountType=1', 'gameId=0', 'gameId=abc', 'gameId=1&accountType=7', 'gameId=1&launchMode=XYZ']) {
      const res = await get(`/wps/game/launchGame?${q}`, p.auth);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().errorCode, q).toBe('request.param.err');
    }
    expect(await s.database.db.select().from(launchTickets).where(eq(launchTickets.memberId, p.member.id))).toEqual([]);
  });
});

describe('recent games', () => {
  it('lists the launched games, newest first', async () => {
    const p = await signedIn();
    expect((await get('/wps/relay/GCS_recentGame', p.auth)).json().value.list).toEqual([]);
    for (const code of ['baccarat', 'mekong-fortune', 'mekong-fishing', 'baccarat']) {
      expect((await launch(p.auth, `gameCode=${code}&vendor=HOUSE`)).statusCode).toBe(200);
    }
    const list = (await get('/wps/relay/GCS_recentGame?language=TH', p.auth)).json().value.list;
    expect(codes(list)).toEqual(['baccarat', 'mekong-fishing', 'mekong-fortune']);
    expect(list[0]).toMatchObject({ gameName: 'บาคาร่า', playedAt: expect.any(String) });
    expect((await get('/wps/relay/GCS_recentGame')).statusCode).toBe(401);
  });
});

describe('winner board', () => {
  const house = () => ({ id: s.m.id, currency: 'USD', walletMode: 'single' as const });

  /** A settled house bet: `payout` back on `stake` (the game names the category). */
  async function settled(memberId: number, gameCode: string, stake: bigint, payout: bigint) {
    return (await playedBet(s.database.db, house(), memberId, { stake, payout, gameCode })).betId;
  }

  it('shows the biggest wins of the last week, masked, by category', async () => {
    const board = (q: string) => get(`/wps/relay/ODSFE2_getWinnerBoard?${q}`);
    const before = (await board('gameCategory=ALL&limitNum=50')).json().value.list.length;
    const winner = await makeMember(s.app, s.m.id, { account: uniqueCode('w') });
    await grantBonus(
      s.database.db,
      { id: s.m.id, currency: 'USD' },
      { memberId: winner.id, amount: 100_000n, turnoverMultiple: 0, reason: 'test', key: uniqueCode('fund') },
      { type: 'system', id: 'test' },
    );
    await settled(winner.id, 'baccarat', 1_000n, 1_950n);
    await settled(winner.id, 'mekong-fortune', 100n, 987_00n);
    await settled(winner.id, 'golden-dragon', 500n, 0n);
    await settled(winner.id, 'mekong-fishing', 200n, 200n);
    const old = await settled(winner.id, 'golden-dragon', 100n, 500_000n);
    await s.database.db.update(bets).set({ settledAt: sql`now() - interval '8 days'` }).where(eq(bets.externalId, old));

    const all = (await board('gameCategory=ALL&limitNum=50&language=EN')).json().value.list;
    expect(all.length - before).toBe(2);
    const mine = all.filter((e: { vo: { customerName: string } }) => e.vo.customerName === maskAccount(winner.account));
    expect(mine.map((e: { vo: unknown }) => e.vo)).toEqual([
      { customerName: maskAccount(winner.account), winAmount: '98600', gameName: 'Mekong Fortune', category: 'RNG' },
      { customerName: maskAccount(winner.account), winAmount: '950', gameName: 'Baccarat', category: 'LIVE' },
    ]);
    expect(maskAccount(winner.account)).toBe(`${winner.account.slice(0, 2)}***${winner.account.slice(-1)}`);
    expect(JSON.stringify(all)).not.toContain(winner.account);
    const live = (await board('gameCategory=LIVE&language=CN')).json().value.list;
    expect(live.every((e: { vo: { category: string } }) => e.vo.category === 'LIVE')).toBe(true);
    expect(live.map((e: { vo: { gameName: string } }) => e.vo.gameName)).toContain('百家乐');
    expect((await board('limitNum=1')).json().value.list).toHaveLength(1);
    // Another merchant's board does not show this merchant's wins.
    const other = await createMerchant(s.database);
    expect((await get('/wps/relay/ODSFE2_getWinnerBoard', other.headers)).json().value.list).toEqual([]);
    for (const q of ['limitNum=51', 'limitNum=0', 'gameCategory=CARDS']) {
      expect((await board(q)).json().errorCode, q).toBe('request.param.err');
    }
  });

  it('masks short accounts too', () => {
    expect(maskAccount('abcdef9')).toBe('ab***9');
    expect(maskAccount('abc')).toBe('a***');
  });
});
