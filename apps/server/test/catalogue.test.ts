/**
 * The game catalogue through the API: lists, search and languages, hot games, vendors per
 * category, favourites, recent games, the winner board, PVP rooms and the game launch with its
 * one-time ticket.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { placeBet, settleBet } from '../src/modules/bets/service.ts';
import { grantBonus } from '../src/modules/bonus/service.ts';
import { maskAccount } from '../src/modules/catalogue/winners.ts';
import { openVendorSession } from '../src/modules/provider/sessions.ts';
import { hashToken } from '../src/platform/auth/tokens.ts';
import type { Database } from '../src/platform/db/index.ts';
import { bets, games, launchTickets, merchants, providerVendors, vendors } from '../src/platform/db/schema.ts';
import { HOUSE_GAMES, seedGames } from '../src/seed/games.ts';
import { loginToken, makeMember, sealedCall } from './helpers/accounts.ts';
import { createMerchant, openTestDatabase, testApp, uniqueCode } from './helpers/app.ts';

let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;
type Headers = Record<string, string>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  // Twice, as every start of the demo does: the second run must change nothing.
  await seedGames(database.db);
  await seedGames(database.db);
  m = await createMerchant(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string, headers: Headers = m.headers) => app.inject({ url, headers });
const post = (url: string, headers: Headers, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers, payload });
const codes = (list: { gameCode: string }[]) => list.map((g) => g.gameCode);
const HOT = HOUSE_GAMES.filter((g) => g.isHot).map((g) => g.code);

async function signedIn(merchant = m, extra: Parameters<typeof makeMember>[2] = {}) {
  const member = await makeMember(app, merchant.id, extra);
  const token = await loginToken(app, merchant.headers, member);
  return { member, token, auth: { ...merchant.headers, authorization: token } };
}

async function trial(merchant = m) {
  const res = await sealedCall(app, { url: '/wps/session/login/freeplay', headers: merchant.headers, payload: {} });
  const token = res.json().value.token as string;
  return { token, auth: { ...merchant.headers, authorization: token } };
}

async function gameId(code: string) {
  const [row] = await database.db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.vendorCode, 'HOUSE'), eq(games.code, code)));
  return (row as { id: number }).id;
}

const launch = (headers: Headers, query: string) => get(`/wps/game/launchGame?launchMode=GLS&${query}`, headers);

describe('seed', () => {
  it('puts every house game in once, with the provider row', async () => {
    const rows = await database.db.select().from(games).where(eq(games.vendorCode, 'HOUSE'));
    expect(rows.map((r) => r.code).sort()).toEqual(HOUSE_GAMES.map((g) => g.code).sort());
    for (const r of rows) expect(Object.keys(r.names).sort()).toEqual(['CN', 'EN', 'KM', 'TH', 'VI']);
    expect(rows.find((r) => r.code === 'baccarat')?.rtp).toBe('0.9894');
    expect(rows.find((r) => r.code === 'bull-bull')?.rtp).toBeNull();
    const [house] = await database.db.select().from(providerVendors).where(eq(providerVendors.code, 'HOUSE'));
    expect(house).toMatchObject({
      walletModel: 'SEAMLESS',
      secretEnv: 'HOUSE_VENDOR_SECRET',
      launchUrl: '/house/play',
    });
  });
});

describe('game list', () => {
  it('lists a category in pages, in catalogue order', async () => {
    const all = (await get('/wps/relay/GCSGAME_gameList?gameType=RNG&language=EN')).json().value;
    expect(all.total).toBe(2);
    expect(all.totalPages).toBe(1);
    expect(all.games[0]).toMatchObject({
      gameCode: 'mekong-fortune',
      gameName: 'Mekong Fortune',
      gameType: 'RNG',
      vassalage: 'HOUSE',
      vendorCode: 'HOUSE',
      iconUrl: '/games/icons/mekong-fortune.svg',
      isGame: true,
      isHot: true,
      classification: 'slot',
      nodeId: await gameId('mekong-fortune'),
    });
    const page2 = (await get('/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=2&pageSize=1')).json().value;
    expect(page2).toMatchObject({ total: 2, totalPages: 2 });
    expect(codes(page2.games)).toEqual(['golden-dragon']);
    const past = (await get('/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=3&pageSize=1')).json().value;
    expect(past).toMatchObject({ games: [], total: 2 });
    const live = (await get('/wps/relay/GCSGAME_gameList?gameType=LIVE')).json().value;
    expect(codes(live.games)).toEqual(['baccarat', 'dragon-tiger', 'roulette', 'sicbo']);
    expect(live.games.map((g: { classification: string }) => g.classification)).toEqual([
      'baccarat',
      'dragontiger',
      'roulette',
      'sicbo',
    ]);
  });

  it('searches the code and the name in any language', async () => {
    const search = async (s: string) =>
      codes((await get(`/wps/relay/GCSGAME_gameList?search=${encodeURIComponent(s)}`)).json().value.games);
    expect(await search('dragon')).toEqual(['golden-dragon', 'dragon-tiger']);
    expect(await search('百家')).toEqual(['baccarat']);
    expect(await search('SICBO')).toEqual(['sicbo']);
    expect(await search('ยิงปลา')).toEqual(['mekong-fishing']);
    // LIKE wildcards are text here, not patterns.
    expect(await search('%')).toEqual([]);
  });

  it('names games in the language asked, the Language header, or English', async () => {
    const name = async (url: string, headers: Headers = m.headers) =>
      (await get(url, headers)).json().value.games.map((g: { gameName: string }) => g.gameName)[0];
    expect(await name('/wps/relay/GCSGAME_gameList?gameType=LIVE&language=cn')).toBe('百家乐');
    expect(await name('/wps/relay/GCSGAME_gameList?gameType=LIVE', { ...m.headers, language: 'KM' })).toBe('បាការ៉ាត់');
    expect(await name('/wps/relay/GCSGAME_gameList?gameType=FISH&language=VI')).toBe('Bắn Cá Mê Kông');
    expect(await name('/wps/relay/GCSGAME_gameList?gameType=FISH&language=JA')).toBe('Mekong Fishing');
  });

  it('refuses bad paging and filters with a stable code', async () => {
    for (const q of ['pageNo=0', 'pageSize=0', 'pageSize=101', 'pageNo=abc', 'gameType=CARDS', 'language=x1']) {
      const res = await get(`/wps/relay/GCSGAME_gameList?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().errorCode, q).toBe('request.param.err');
    }
  });
});

describe('hot games, vendors and rooms', () => {
  it('lists the hot games, optionally of one category', async () => {
    const hot = (await get('/wps/relay/GCSGAME_hotGamesV2?language=EN')).json().value.list;
    expect(codes(hot).sort()).toEqual([...HOT].sort());
    const live = (await get('/wps/relay/GCSGAME_hotGamesV2?gameType=LIVE')).json().value.list;
    expect(codes(live)).toEqual(['baccarat']);
  });

  it('lists the merchant vendors per category with their game counts', async () => {
    const list = (await get('/wps/relay/GCSGAME_getVassGameType')).json().value.list;
    const rng = list.find((l: { gameType: string }) => l.gameType === 'RNG');
    expect(rng.vendors).toEqual([expect.objectContaining({ vendorCode: 'HOUSE', vassalage: 'HOUSE', gameCount: 2 })]);
    expect(list.find((l: { gameType: string }) => l.gameType === 'LIVE').vendors[0].gameCount).toBe(4);
    const one = (await get('/wps/relay/GCSGAME_getVassGameType?gameType=FISH')).json().value.list;
    expect(one.map((l: { gameType: string }) => l.gameType)).toEqual(['FISH']);
  });

  it('lists the PVP games, with no open room until the PVP tables exist', async () => {
    const list = (await get('/wps/relay/GLS2_roomList')).json().value.list;
    expect(list).toEqual([expect.objectContaining({ gameCode: 'bull-bull', gameType: 'PVP', rooms: [] })]);
  });
});

describe('a vendor switched off', () => {
  it('hides its games and refuses to launch or favour them', async () => {
    const off = await createMerchant(database);
    await database.db
      .update(vendors)
      .set({ enabled: false })
      .where(and(eq(vendors.merchantId, off.id), eq(vendors.code, 'HOUSE'), eq(vendors.category, 'RNG')));
    const list = (await get('/wps/relay/GCSGAME_gameList?gameType=RNG', off.headers)).json().value;
    expect(list).toMatchObject({ games: [], total: 0, totalPages: 0 });
    expect(codes((await get('/wps/relay/GCSGAME_hotGamesV2', off.headers)).json().value.list).sort()).toEqual(
      ['baccarat', 'mekong-fishing'].sort(),
    );
    const vass = (await get('/wps/relay/GCSGAME_getVassGameType', off.headers)).json().value.list;
    expect(vass.map((l: { gameType: string }) => l.gameType)).not.toContain('RNG');
    const p = await signedIn(off);
    const res = await launch(p.auth, `gameId=${await gameId('mekong-fortune')}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('game.vendor.disabled');
    const fav = await post('/wps/relay/MCSFE_addFavoriteGame', p.auth, { gameId: await gameId('golden-dragon') });
    expect(fav.json().errorCode).toBe('game.vendor.disabled');
    // Other categories of the same vendor still play.
    expect((await launch(p.auth, `gameId=${await gameId('baccarat')}`)).statusCode).toBe(200);
  });

  it('refuses a game whose provider is switched off platform-wide', async () => {
    const code = uniqueCode('V').toUpperCase();
    await database.db
      .insert(providerVendors)
      .values({ code, name: code, walletModel: 'SEAMLESS', secretEnv: 'NONE', launchUrl: '/x', enabled: false });
    const [g] = await database.db
      .insert(games)
      .values({ vendorCode: code, code: 'slot', category: 'RNG', names: { EN: 'Off slot' } })
      .returning();
    const site = await createMerchant(database);
    await database.db
      .insert(vendors)
      .values({ merchantId: site.id, code, name: code, category: 'RNG', accountTypeId: 900, vassalage: code });
    const p = await signedIn(site);
    const res = await launch(p.auth, `gameCode=slot&vendor=${code}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('game.vendor.disabled');
    const list = (await get(`/wps/relay/GCSGAME_gameList?vassalage=${code}`, site.headers)).json().value;
    expect(list.total).toBe(0);
    await database.db.update(providerVendors).set({ enabled: true }).where(eq(providerVendors.code, code));
    const on = (await get(`/wps/relay/GCSGAME_gameList?vassalage=${code}`, site.headers)).json().value;
    expect(on.games).toEqual([expect.objectContaining({ nodeId: g?.id, gameName: 'Off slot' })]);
  });
});

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
    const res = await launch(m.headers, `gameId=${await gameId('baccarat')}`);
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
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost/house/play');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ticket: expect.any(String),
      game: 'mekong-fortune',
      lang: 'KM',
      mode: 'REAL',
    });
    const ticket = url.searchParams.get('ticket') as string;
    expect(ticket).not.toBe(p.token);
    expect(res.body).not.toContain(p.token);
    expect(await database.db.select().from(launchTickets).where(eq(launchTickets.ticketHash, ticket))).toEqual([]);
    const [row] = await database.db
      .select()
      .from(launchTickets)
      .where(eq(launchTickets.ticketHash, hashToken(ticket)));
    expect(row).toMatchObject({ memberId: p.member.id, merchantId: m.id, gameCode: 'mekong-fortune', mode: 'REAL' });
    const ttl = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(ttl).toBeGreaterThan(4 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000 + 1000);
    // The provider API trades it once for a vendor session.
    expect(await openVendorSession(database.db, 'HOUSE', ticket)).toMatchObject({ mode: 'REAL' });
    expect(await openVendorSession(database.db, 'HOUSE', ticket)).toBeNull();
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
    const site = await createMerchant(database);
    await database.db.update(merchants).set({ launchGameCdns: cdns }).where(eq(merchants.id, site.id));
    const p = await signedIn(site);
    const url = (await launch(p.auth, `gameId=${await gameId('sicbo')}`)).json().value.content.game_url as string;
    expect(['https://g1.example.com/house/play', 'https://g2.example.com/house/play']).toContain(url.split('?')[0]);
  });

  it('refuses unknown games and requests that name no game', async () => {
    const p = await signedIn();
    for (const q of ['gameId=2000000000', 'gameCode=no-such-game&vendor=HOUSE', 'gameCode=baccarat&vendor=NOPE']) {
      const res = await launch(p.auth, q);
      expect(res.statusCode, q).toBe(404);
      expect(res.json().errorCode, q).toBe('game.not.found');
    }
    for (const q of ['accountType=1', 'gameId=0', 'gameId=abc', 'gameId=1&accountType=7', 'gameId=1&launchMode=XYZ']) {
      const res = await get(`/wps/game/launchGame?${q}`, p.auth);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().errorCode, q).toBe('request.param.err');
    }
    expect(await database.db.select().from(launchTickets).where(eq(launchTickets.memberId, p.member.id))).toEqual([]);
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
  const house = () => ({ id: m.id, currency: 'USD', walletMode: 'single' as const });
  const actor = { type: 'vendor' as const, id: 'HOUSE' };

  /** A settled house bet: `payout` back on `stake`. */
  async function settled(memberId: number, category: string, gameCode: string, stake: bigint, payout: bigint) {
    const externalId = uniqueCode('b');
    await placeBet(
      database.db,
      house(),
      {
        memberId,
        source: 'VENDOR',
        category,
        vendorCode: 'HOUSE',
        gameCode,
        roundId: uniqueCode('r'),
        externalId,
        stake,
      },
      actor,
    );
    await settleBet(database.db, house(), { vendorCode: 'HOUSE', externalId, payout }, actor);
    return externalId;
  }

  it('shows the biggest wins of the last week, masked, by category', async () => {
    const board = (q: string) => get(`/wps/relay/ODSFE2_getWinnerBoard?${q}`);
    const before = (await board('gameCategory=ALL&limitNum=50')).json().value.list.length;
    const winner = await makeMember(app, m.id, { account: uniqueCode('w') });
    await grantBonus(
      database.db,
      { id: m.id, currency: 'USD' },
      { memberId: winner.id, amount: 100_000n, turnoverMultiple: 0, reason: 'test', key: uniqueCode('fund') },
      { type: 'system', id: 'test' },
    );
    await settled(winner.id, 'LIVE', 'baccarat', 1_000n, 1_950n);
    await settled(winner.id, 'RNG', 'mekong-fortune', 100n, 987_00n);
    await settled(winner.id, 'RNG', 'golden-dragon', 500n, 0n);
    await settled(winner.id, 'FISH', 'mekong-fishing', 200n, 200n);
    const old = await settled(winner.id, 'RNG', 'golden-dragon', 100n, 500_000n);
    await database.db.update(bets).set({ settledAt: sql`now() - interval '8 days'` }).where(eq(bets.externalId, old));

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
    const other = await createMerchant(database);
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
