import { PROVIDER_HEADERS } from '@mekong/contracts';
import type { App } from '../../src/app.ts';
import { grantBonus } from '../../src/modules/bonus/service.ts';
import { signProvider } from '../../src/modules/provider/signature.ts';
import { hashToken, newToken } from '../../src/platform/auth/tokens.ts';
import type { Database } from '../../src/platform/db/index.ts';
import { games, launchTickets, providerVendors } from '../../src/platform/db/schema.ts';
import { makeMember } from './accounts.ts';
import { testApp, uniqueCode } from './app.ts';
import { secondServer } from './second-server.ts';

export type VendorAnswer = {
  status: string;
  balance?: string;
  replayed?: boolean;
  transactionId?: string;
  token?: string;
};

/**
 * A test vendor and two servers on one database, for races between vendor calls: on PostgreSQL
 * the second is a child process (helpers/worker.ts), on the embedded PGlite a second app on the
 * same database, as in concurrency.test.ts.
 */
export async function providerServers(database: Database, vendor: string, game: string) {
  const secretEnv = `${vendor}_VENDOR_SECRET`;
  const secret = `${vendor.toLowerCase()}-secret-0123456789abcdef`;
  process.env[secretEnv] = secret;
  await database.db
    .insert(providerVendors)
    .values({ code: vendor, name: vendor, walletModel: 'SEAMLESS', secretEnv, launchUrl: '/x' })
    .onConflictDoNothing();
  await database.db
    .insert(games)
    .values({ vendorCode: vendor, code: game, category: 'RNG', names: { EN: game } })
    .onConflictDoNothing();

  const apps: App[] = [];
  const urls: string[] = [];
  const listen = async () => {
    const app = await testApp(database, { rateLimitMax: 100_000 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    apps.push(app);
    urls.push(`http://127.0.0.1:${(app.server.address() as { port: number }).port}`);
  };
  await listen();
  const second = await secondServer(database);
  urls.push(second.url);

  /** A signed call to server `i`, each with a request id of its own, as a vendor sends it. */
  async function call(i: number, name: string, body: Record<string, unknown>) {
    const raw = JSON.stringify({ requestId: uniqueCode('req'), ...body });
    const timestamp = String(Date.now());
    const res = await fetch(`${urls[i % urls.length]}/provider/v1/${vendor}/${name}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [PROVIDER_HEADERS.timestamp]: timestamp,
        [PROVIDER_HEADERS.signature]: signProvider(secret, timestamp, name, raw),
      },
      body: raw,
    });
    return { http: res.status, body: (await res.json()) as VendorAnswer };
  }

  /** A player of `merchantId` holding `funds`, with a vendor session token. */
  async function player(merchantId: number, funds: bigint) {
    const member = await makeMember(apps[0] as App, merchantId);
    await grantBonus(
      database.db,
      { id: merchantId, currency: 'USD' },
      { memberId: member.id, amount: funds, turnoverMultiple: 0, reason: 'test', key: uniqueCode('fund') },
      { type: 'system', id: 'test' },
    );
    const ticket = newToken();
    await database.db.insert(launchTickets).values({
      ticketHash: hashToken(ticket),
      merchantId,
      memberId: member.id,
      vendorCode: vendor,
      gameCode: game,
      mode: 'REAL',
      language: 'EN',
      expiresAt: new Date(Date.now() + 300_000),
    });
    const auth = await call(0, 'authenticate', { ticket });
    if (auth.body.status !== 'OK') throw new Error(`authenticate: ${auth.body.status}`);
    return { member, token: auth.body.token as string };
  }

  const close = async () => {
    await second.close();
    for (const app of apps) await app.close();
  };
  return { call, player, close, apps };
}
