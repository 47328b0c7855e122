import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../src/app.ts';
import type { Database } from '../../src/platform/db/index.ts';
import { games } from '../../src/platform/db/schema.ts';
import { HOUSE_GAMES, seedGames } from '../../src/seed/games.ts';
import { loginToken, makeMember, sealedCall } from './accounts.ts';
import { createMerchant, openTestDatabase, testApp } from './app.ts';

type Headers = Record<string, string>;
type Merchant = Awaited<ReturnType<typeof createMerchant>>;

/** The house catalogue seeded, a merchant of its own and the calls the catalogue tests make. */
export function catalogueSuite() {
  const s = {} as { database: Database; app: App; m: Merchant };
  beforeAll(async () => {
    s.database = await openTestDatabase();
    s.app = await testApp(s.database);
    // Twice, as every start of the demo does: the second run must change nothing.
    await seedGames(s.database.db);
    await seedGames(s.database.db);
    s.m = await createMerchant(s.database);
  });
  afterAll(async () => {
    await s.app.close();
    await s.database.close();
  });

  const get = (url: string, headers: Headers = s.m.headers) => s.app.inject({ url, headers });
  const post = (url: string, headers: Headers, payload: Record<string, unknown>) =>
    s.app.inject({ method: 'POST', url, headers, payload });

  async function signedIn(merchant = s.m, extra: Parameters<typeof makeMember>[2] = {}) {
    const member = await makeMember(s.app, merchant.id, extra);
    const token = await loginToken(s.app, merchant.headers, member);
    return { member, token, auth: { ...merchant.headers, authorization: token } };
  }

  async function trial(merchant = s.m) {
    const res = await sealedCall(s.app, { url: '/wps/session/login/freeplay', headers: merchant.headers, payload: {} });
    const token = res.json().value.token as string;
    return { token, auth: { ...merchant.headers, authorization: token } };
  }

  async function gameId(code: string) {
    const [row] = await s.database.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.vendorCode, 'HOUSE'), eq(games.code, code)));
    return (row as { id: number }).id;
  }

  const launch = (headers: Headers, query: string) => get(`/wps/game/launchGame?launchMode=GLS&${query}`, headers);

  return { s, get, post, signedIn, trial, gameId, launch };
}

export const codes = (list: { gameCode: string }[]) => list.map((g) => g.gameCode);
export const HOT = HOUSE_GAMES.filter((g) => g.isHot).map((g) => g.code);
