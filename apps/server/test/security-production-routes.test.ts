import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/platform/config.ts';
import type { Database } from '../src/platform/db/index.ts';
import { createMerchant, openTestDatabase } from './helpers/app.ts';

/**
 * The demo's inspection calls (the outbox, challenge answers) and the sandbox gateway's pages do
 * not exist in production, nor in any installation that sends real messages: no route is
 * registered, so they answer 404 like any unknown path, never a 403 that admits they are there.
 */
let database: Database;
const apps: App[] = [];

async function appFrom(env: Record<string, string>) {
  const routes: string[] = [];
  const config: Config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent-web-dist', ...env });
  const app = await buildApp({ config, database, onRoute: (r) => void routes.push(r.url) });
  await app.ready();
  apps.push(app);
  return { app, routes };
}

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

const DEV_CALLS = [
  { method: 'GET', url: '/wps/dev/outbox?to=%2B85512345678' },
  { method: 'GET', url: '/wps/dev/challenge?key=abcdefgh12&kind=captcha' },
  { method: 'GET', url: '/wps/dev/anything' },
  { method: 'GET', url: '/sandbox-pay/1' },
  { method: 'POST', url: '/sandbox-pay/1' },
] as const;

async function expectAbsent(app: App, routes: string[], headers: Record<string, string>) {
  expect(routes.filter((r) => r.startsWith('/wps/dev') || r.startsWith('/sandbox-pay'))).toEqual([]);
  for (const call of DEV_CALLS) {
    const res = await app.inject({ ...call, headers });
    expect({ url: call.url, status: res.statusCode, code: res.json().errorCode }).toEqual({
      url: call.url,
      status: 404,
      code: 'request.not.found',
    });
  }
}

describe('development routes', () => {
  it('do not exist in production', async () => {
    const { app, routes } = await appFrom({ NODE_ENV: 'production' });
    const m = await createMerchant(database);
    await expectAbsent(app, routes, m.headers);
  });

  it('do not exist with NODE_ENV left unset, which is production, nor is the demo seeded', async () => {
    const { app, routes } = await appFrom({});
    const m = await createMerchant(database);
    await expectAbsent(app, routes, m.headers);
    expect(loadConfig({}).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('do not exist where messages go to a real gateway, even in development', async () => {
    const { app, routes } = await appFrom({
      NODE_ENV: 'development',
      MESSAGING_PROVIDER: 'http',
      MESSAGING_HTTP_URL: 'https://sms.example.com/send',
      SANDBOX_GATEWAY: 'false',
    });
    const m = await createMerchant(database);
    await expectAbsent(app, routes, m.headers);
  });

  it('exist for the demo (built-in messenger, not production), so the checks above can tell', async () => {
    const { app, routes } = await appFrom({ NODE_ENV: 'development' });
    const m = await createMerchant(database);
    expect(routes).toEqual(expect.arrayContaining(['/wps/dev/outbox', '/wps/dev/challenge']));
    const res = await app.inject({ url: '/wps/dev/outbox?to=%2B85512345678', headers: m.headers });
    expect(res.statusCode).toBe(200);
  });
});
