/**
 * A brand in maintenance takes no stake, from a game window opened before it began either. The
 * merchant guard closes the portal's own calls; a vendor's or the house's calls to the wallet never
 * met it, so an open window went on staking for its 12 hours. provider_debit() now refuses a
 * seamless stake and the house's gate a TRANSFER-model one; a bet already taken still settles.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { playInstant } from '../src/house/instant.ts';
import { houseSession } from '../src/house/sessions.ts';
import { heldBalance } from '../src/house/transfer/balances.ts';
import { setWalletModel } from '../src/modules/provider/transfer/model.ts';
import type { Database } from '../src/platform/db/index.ts';
import { games, merchants } from '../src/platform/db/schema.ts';
import { seedGames } from '../src/seed/games.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';
import { balanceOf, channels, fund, operatorToken, player } from './helpers/money.ts';

type Headers = Record<string, string>;
type Brand = { m: Awaited<ReturnType<typeof createMerchant>>; op: Headers; bank: number };

let database: Database;
let app: App;
let gameId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  await seedGames(database.db);
  const [game] = await database.db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.vendorCode, 'HOUSE'), eq(games.code, 'mekong-fortune')));
  gameId = game?.id ?? 0;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function brand(walletMode: 'single' | 'transfer'): Promise<Brand> {
  const m = await createMerchant(database);
  if (walletMode === 'transfer') {
    await database.db.update(merchants).set({ walletMode }).where(eq(merchants.id, m.id));
    await setWalletModel(database.db, m.id, 'HOUSE', 'TRANSFER');
  }
  const op = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id)).token };
  return { m, op, bank: (await channels(app, m.id)).bank.id };
}

/** A funded player of the brand with a REAL house window open, as the portal opens one. */
async function playing(b: Brand) {
  const p = await player(app, b.m.headers, b.m.id);
  await fund(app, p.auth, b.op, b.bank, '20000');
  const launch = await app.inject({
    url: `/wps/game/launchGame?launchMode=GLS&gameId=${gameId}&accountType=1`,
    headers: p.auth,
  });
  const ticket = new URL(launch.json().value.content.game_url as string).searchParams.get('ticket') as string;
  const res = await app.inject({ method: 'POST', url: '/house/api/session', payload: { ticket, lang: 'EN' } });
  return { p, window: await houseSession(database.db, (res.json().value as { token: string }).token) };
}

const spin = (window: Awaited<ReturnType<typeof houseSession>>, win: boolean) =>
  playInstant(app.house, window, {
    gameCode: 'mekong-fortune',
    stake: 1000n,
    bet: { side: 'heads' },
    play: () => ({ outcome: { heads: win }, payout: win ? 2000n : 0n }),
  });

const maintenance = (b: Brand, on: boolean) =>
  database.db.update(merchants).set({ maintenance: on }).where(eq(merchants.id, b.m.id));

describe('a game window opened before the brand went into maintenance', () => {
  it('takes no stake on a seamless brand, and takes them again once maintenance ends', async () => {
    const b = await brand('single');
    const { p, window } = await playing(b);
    await spin(window, false);
    expect(await balanceOf(app, p.auth)).toBe('19000');

    await maintenance(b, true);
    await expect(spin(window, true)).rejects.toMatchObject({ code: 'stake.refused' });
    await maintenance(b, false);
    expect(await balanceOf(app, p.auth)).toBe('19000');
    await spin(window, true);
    expect(await balanceOf(app, p.auth)).toBe('20000');
  });

  it('takes no stake from the house-held balance of a TRANSFER-model brand', async () => {
    const b = await brand('transfer');
    const { p, window } = await playing(b);
    const moved = await app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: p.auth,
      payload: { vendorCode: 'HOUSE', direction: 'IN', amount: '5000' },
    });
    expect(moved.json().value.status).toBe('DONE');
    await spin(window, false);

    await maintenance(b, true);
    await expect(spin(window, true)).rejects.toMatchObject({ code: 'stake.refused' });
    expect(await heldBalance(database.db, { playerId: String(p.member.id), currency: 'USD' })).toBe(4000n);
  });
});
