/**
 * The vendor sessions a process checked lately (modules/provider/sessions.ts). Sessions checked at
 * one moment go stale apart: after a restart every playing session is checked in the same second,
 * and with one fixed freshness they would all be re-checked together thirty seconds later, and
 * again thirty seconds after that, each vendor call of the wave waiting on its own query. Each
 * check's freshness is drawn between half FRESH_MS and FRESH_MS. A session that ends early (its
 * brand switched off) is forgotten at once, through the database's notice.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app.ts';
import {
  createVendorSessionCache,
  FRESH_MS,
  freshFor,
  type VendorSessionCache,
  vendorSession,
} from '../src/modules/provider/sessions.ts';
import { hashToken, newToken } from '../src/platform/auth/tokens.ts';
import type { Database } from '../src/platform/db/index.ts';
import { providerVendors, vendorSessions } from '../src/platform/db/schema.ts';
import { authNotice, makeMember } from './helpers/accounts.ts';
import { createMerchant, openTestDatabase, testApp, uniqueCode } from './helpers/app.ts';

const VENDOR = 'FRESHNESS';

let database: Database;
let app: App;
let merchantId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  merchantId = (await createMerchant(database)).id;
  await database.db
    .insert(providerVendors)
    .values({ code: VENDOR, name: 'Freshness', walletModel: 'SEAMLESS', secretEnv: 'UNUSED', launchUrl: '/x' })
    .onConflictDoNothing();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** A change feed that is always listening and never tells of a change. */
const quietFeed = () => ({ subscribe: () => () => {}, live: () => true, onGap: () => () => {} });

/** A live vendor session of a new player, playing `gameCode`. */
async function openSession(gameCode: string) {
  const member = await makeMember(app, merchantId);
  const token = newToken();
  await database.db.insert(vendorSessions).values({
    tokenHash: hashToken(token),
    merchantId,
    memberId: member.id,
    vendorCode: VENDOR,
    gameCode,
    mode: 'REAL',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return token;
}

/** The game each session is playing, as the vendor session check answers it now: one after another. */
async function gamesSeen(cache: VendorSessionCache, tokens: string[]) {
  const seen: (string | undefined)[] = [];
  for (const t of tokens) seen.push((await vendorSession(database.db, VENDOR, t, cache))?.gameCode);
  return seen;
}

describe('vendor session freshness', () => {
  it('lies between half FRESH_MS and FRESH_MS', () => {
    expect(freshFor(() => 0)).toBe(FRESH_MS / 2);
    expect(freshFor(() => 0.5)).toBe((FRESH_MS * 3) / 4);
    expect(freshFor(() => 0.999_999)).toBeLessThan(FRESH_MS);
    for (let i = 0; i < 100; i++) {
      const ms = freshFor();
      expect(ms).toBeGreaterThanOrEqual(FRESH_MS / 2);
      expect(ms).toBeLessThan(FRESH_MS);
    }
  });

  it('re-checks sessions checked together at different times, each within FRESH_MS', async () => {
    const game = uniqueCode('g');
    const tokens = [await openSession(game), await openSession(game), await openSession(game)];
    const cache = createVendorSessionCache(quietFeed());
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    // The three checks draw the shortest, a middling and nearly the longest freshness.
    vi.spyOn(Math, 'random').mockReturnValueOnce(0).mockReturnValueOnce(0.5).mockReturnValueOnce(0.99);
    expect(await gamesSeen(cache, tokens)).toEqual([game, game, game]);

    // The sessions move to another game behind the cache's back: only a re-check reads it.
    const moved = uniqueCode('g');
    await database.db
      .update(vendorSessions)
      .set({ gameCode: moved })
      .where(inArray(vendorSessions.tokenHash, tokens.map(hashToken)));

    vi.setSystemTime(start + FRESH_MS / 2 - 1);
    expect(await gamesSeen(cache, tokens)).toEqual([game, game, game]);
    vi.setSystemTime(start + FRESH_MS / 2 + 1);
    expect(await gamesSeen(cache, tokens)).toEqual([moved, game, game]);
    vi.setSystemTime(start + (FRESH_MS * 3) / 4 + 1);
    expect(await gamesSeen(cache, tokens)).toEqual([moved, moved, game]);
    vi.setSystemTime(start + FRESH_MS);
    expect(await gamesSeen(cache, tokens)).toEqual([moved, moved, moved]);
  });

  it('forgets a checked session as soon as it ends behind the process’s back', async () => {
    const token = await openSession(uniqueCode('g'));
    const cache = createVendorSessionCache(app.events);
    expect(await vendorSession(database.db, VENDOR, token, cache)).not.toBeNull();
    // As a brand switched off ends its game windows' sessions, from any process.
    const heard = authNotice(app);
    await database.db
      .update(vendorSessions)
      .set({ expiresAt: new Date() })
      .where(eq(vendorSessions.tokenHash, hashToken(token)));
    await heard;
    expect(await vendorSession(database.db, VENDOR, token, cache)).toBeNull();
  });

  it('reads no player for a session that ended or for another vendor', async () => {
    const token = await openSession(uniqueCode('g'));
    expect(await vendorSession(database.db, VENDOR, token)).not.toBeNull();
    await database.db
      .update(vendorSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(vendorSessions.tokenHash, hashToken(token)));
    expect(await vendorSession(database.db, VENDOR, token)).toBeNull();
    expect(await vendorSession(database.db, 'OTHER', token)).toBeNull();
  });
});
