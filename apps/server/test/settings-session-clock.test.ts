/** The brand's session-clock switch: off by default, set by an admin, read by the player site at boot. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';
import { operatorToken } from './helpers/money.ts';

let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;
let admin: Record<string, string>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  m = await createMerchant(database);
  admin = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id, 'admin')).token };
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const status = async () => (await app.inject({ url: '/wps/system/status', headers: m.headers })).json().value;

describe('showSessionClock', () => {
  it('is off until an admin turns it on, and the site’s boot call says so at once', async () => {
    const before = (await app.inject({ url: '/wps/operator/merchant/settings', headers: admin })).json().value;
    expect(before.showSessionClock).toBe(false);
    expect((await status()).info.showSessionClock).toBe(false);
    const res = await app.inject({
      method: 'PATCH',
      url: '/wps/operator/merchant/settings',
      headers: admin,
      payload: { showSessionClock: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.showSessionClock).toBe(true);
    expect((await status()).info.showSessionClock).toBe(true);
  });

  it('takes only a boolean', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: '/wps/operator/merchant/settings',
      headers: admin,
      payload: { showSessionClock: 'yes' },
    });
    expect(res.statusCode).toBe(400);
  });
});
