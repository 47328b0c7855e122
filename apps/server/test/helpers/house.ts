import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../src/app.ts';
import type { Database } from '../../src/platform/db/index.ts';
import { games } from '../../src/platform/db/schema.ts';
import { seedGames } from '../../src/seed/games.ts';
import { createMerchant, openTestDatabase, testApp } from './app.ts';
import { channels, fund, operatorToken, player } from './money.ts';

type Merchant = Awaited<ReturnType<typeof createMerchant>>;
/** A brand with a finance operator and the bank channel that funds its players. */
export type Brand = { m: Merchant; op: Record<string, string>; bank: number };

/**
 * A merchant offering the house games, an operator to fund players, and the way a game window
 * starts: launch through the portal, then trade the ticket for a house session. `open` gives the
 * suite a database of its own when it changes what every test on the shared one would see.
 */
export function houseSuite(open: () => Promise<Database> = openTestDatabase) {
  const s = {} as { database: Database; app: App } & Brand;
  beforeAll(async () => {
    s.database = await open();
    s.app = await testApp(s.database);
    await seedGames(s.database.db);
    Object.assign(s, await newBrand());
  });
  afterAll(async () => {
    await s.app.close();
    await s.database.close();
  });

  /** Another brand on the same server, offering the same house games. */
  async function newBrand(): Promise<Brand> {
    const m = await createMerchant(s.database);
    const op = { ...m.headers, authorization: (await operatorToken(s.app, m.headers, m.id)).token };
    return { m, op, bank: (await channels(s.app, m.id)).bank.id };
  }

  /** A signed-in player of `brand` (the suite's own by default) with `amount` (minor units) in the main wallet. */
  async function fundedPlayer(amount = '100000', brand: Brand = s) {
    const p = await player(s.app, brand.m.headers, brand.m.id);
    if (amount !== '0') await fund(s.app, p.auth, brand.op, brand.bank, amount);
    return p;
  }

  /** Launches a house game from the portal and returns the ticket its URL carries. */
  async function launchTicket(auth: Record<string, string>, code: string, accountType = 1) {
    const [game] = await s.database.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.vendorCode, 'HOUSE'), eq(games.code, code)));
    const res = await s.app.inject({
      url: `/wps/game/launchGame?launchMode=GLS&gameId=${game?.id}&accountType=${accountType}`,
      headers: auth,
    });
    const url = new URL(res.json().value.content.game_url as string);
    return url.searchParams.get('ticket') as string;
  }

  /** A game window's session for the player, as the house game page opens it. */
  async function openWindow(auth: Record<string, string>, code: string, accountType = 1) {
    const ticket = await launchTicket(auth, code, accountType);
    const res = await s.app.inject({ method: 'POST', url: '/house/api/session', payload: { ticket, lang: 'EN' } });
    const value = res.json().value;
    return { ...value, auth: { authorization: value.token as string } };
  }

  return { s, newBrand, fundedPlayer, launchTicket, openWindow };
}
