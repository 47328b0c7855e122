/**
 * The game catalogue through the API: the seed, lists, search and languages, hot games, vendors
 * per category, PVP rooms and a vendor switched off.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { games, providerVendors, vendors } from '../src/platform/db/schema.ts';
import { HOUSE_GAMES } from '../src/seed/games.ts';
import { createMerchant, uniqueCode } from './helpers/app.ts';
import { catalogueSuite, codes, HOT } from './helpers/catalogue.ts';

const { s, get, post, signedIn, gameId, launch } = catalogueSuite();

describe('seed', () => {
  it('puts every house game in once, with the provider row', async () => {
    const rows = await s.database.db.select().from(games).where(eq(games.vendorCode, 'HOUSE'));
    expect(rows.map((r) => r.code).sort()).toEqual(HOUSE_GAMES.map((g) => g.code).sort());
    for (const r of rows) expect(Object.keys(r.names).sort()).toEqual(['CN', 'EN', 'KM', 'TH', 'VI']);
    expect(rows.find((r) => r.code === 'baccarat')?.rtp).toBe('0.9894');
    expect(rows.find((r) => r.code === 'bull-bull')?.rtp).toBeNull();
    const [house] = await s.database.db.select().from(providerVendors).where(eq(providerVendors.code, 'HOUSE'));
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
    expect(codes(live.games)).toEqual(['baccarat', 'dragon-tiger', 'roulette', 'sicbo', 'live-hall']);
    expect(live.games.map((g: { classification: string }) => g.classification)).toEqual([
      'baccarat',
      'dragontiger',
      'roulette',
      'sicbo',
      'lobby',
    ]);
    // The hall is the vendor's lobby (VASSALAGE): the client opens the game list from it.
    expect(live.games.map((g: { isGame: boolean }) => g.isGame)).toEqual([true, true, true, true, false]);
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
    const name = async (url: string, headers: Record<string, string> = s.m.headers) =>
      (await get(url, headers)).json().value.games.map((g: { gameName: string }) => g.gameName)[0];
    expect(await name('/wps/relay/GCSGAME_gameList?gameType=LIVE&language=cn')).toBe('百家乐');
    expect(await name('/wps/relay/GCSGAME_gameList?gameType=LIVE', { ...s.m.headers, language: 'KM' })).toBe('បាការ៉ាត់');
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
    const off = await createMerchant(s.database);
    await s.database.db
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
    await s.database.db
      .insert(providerVendors)
      .values({ code, name: code, walletModel: 'SEAMLESS', secretEnv: 'NONE', launchUrl: '/x', enabled: false });
    const [g] = await s.database.db
      .insert(games)
      .values({ vendorCode: code, code: 'slot', category: 'RNG', names: { EN: 'Off slot' } })
      .returning();
    const site = await createMerchant(s.database);
    await s.database.db
      .insert(vendors)
      .values({ merchantId: site.id, code, name: code, category: 'RNG', accountTypeId: 900, vassalage: code });
    const p = await signedIn(site);
    const res = await launch(p.auth, `gameCode=slot&vendor=${code}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('game.vendor.disabled');
    const list = (await get(`/wps/relay/GCSGAME_gameList?vassalage=${code}`, site.headers)).json().value;
    expect(list.total).toBe(0);
    await s.database.db.update(providerVendors).set({ enabled: true }).where(eq(providerVendors.code, code));
    const on = (await get(`/wps/relay/GCSGAME_gameList?vassalage=${code}`, site.headers)).json().value;
    expect(on.games).toEqual([expect.objectContaining({ nodeId: g?.id, gameName: 'Off slot' })]);
  });
});
