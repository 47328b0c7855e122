/**
 * A brand's settings from the back office: read by its staff, changed by its admins only, each
 * change audited before and after and in force at once; bad input changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { auditLog } from '../src/platform/db/schema.ts';
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

const settings = async () =>
  (await app.inject({ url: '/wps/operator/merchant/settings', headers: admin })).json().value;
const patch = (payload: object, headers = admin) =>
  app.inject({ method: 'PATCH', url: '/wps/operator/merchant/settings', headers, payload });

describe('merchant settings', () => {
  it('a registration rule changed by an admin is what the register form reads next, audited before and after', async () => {
    const current = await settings();
    expect(current).toMatchObject({ code: m.code, minimumAge: 18 });
    const rules = {
      ...current.registerRules,
      nickname: { ...current.registerRules.nickname, enabled: true, required: true, minLength: 3, maxLength: 12 },
    };
    const res = await patch({ registerRules: rules, themePrimary: '#aa3300' });
    expect(res.statusCode).toBe(200);
    const read = (await app.inject({ url: '/wps/system/setting/register', headers: m.headers })).json().value;
    expect(read.nickname).toMatchObject({ enabled: true, required: true, minLength: 3, maxLength: 12 });
    const [line] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, m.id), eq(auditLog.action, 'merchant.settings')));
    expect(line?.details).toMatchObject({
      before: { themePrimary: current.themePrimary, registerRules: { nickname: { required: false } } },
      after: { themePrimary: '#aa3300', registerRules: { nickname: { required: true } } },
    });
    expect(Object.keys((line?.details as { after: object } | undefined)?.after ?? {}).sort()).toEqual([
      'registerRules',
      'themePrimary',
    ]);
  });

  it('maintenance closes the portal at once and leaves the back office open to turn it off', async () => {
    await patch({ maintenance: true, maintenanceMessage: 'Back at 10:00.' });
    const portal = await app.inject({ url: '/wps/member/info', headers: m.headers });
    expect(portal.json().errorCode).toBe('system.maintenance');
    expect((await settings()).maintenance).toBe(true);
    await patch({ maintenance: false });
    expect((await app.inject({ url: '/wps/system/whitelabel', headers: m.headers })).statusCode).toBe(200);
  });

  it('only admins change settings; every staff role reads them', async () => {
    const finance = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id, 'finance')).token };
    expect((await patch({ name: 'Not mine' }, finance)).json().errorCode).toBe('operator.forbidden');
    expect((await app.inject({ url: '/wps/operator/merchant/settings', headers: finance })).statusCode).toBe(200);
    expect((await settings()).name).not.toBe('Not mine');
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const before = await settings();
    for (const bad of [
      { minimumAge: 17 },
      { themePrimary: 'red' },
      { timezone: 'Mars/Olympus' },
      { languages: [] },
      { languages: ['EN'], defaultLanguage: 'KM' },
      { modules: { NOSUCH: true } },
      { logoUrl: 'javascript:alert(1)' },
      { domains: [{ domain: 'not a host', listed: true }] },
    ]) {
      const res = await patch(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect(await settings()).toEqual(before);
  });

  it('a domain another brand uses is refused, and the brand keeps its own', async () => {
    const other = await createMerchant(database);
    const before = (await settings()).domains;
    const res = await patch({ domains: [{ domain: `${other.code}.test`, listed: true }] });
    expect(res.json().errorCode).toBe('merchant.domain.taken');
    expect((await settings()).domains).toEqual(before);
  });
});

describe('settings on every server process', () => {
  it('a change made through one server is heard by another at commit, which then answers with it', async () => {
    // On PostgreSQL the other server has connections of its own, as another process has (its
    // own pool, its own LISTEN); on the embedded PGlite there is one process, sharing the database.
    const otherDatabase = process.env.DATABASE_URL ? await openTestDatabase() : database;
    const other = await testApp(otherDatabase);
    try {
      const portal = async () => (await other.inject({ url: '/wps/member/info', headers: m.headers })).json().errorCode;
      // The other server has resolved the brand and keeps it: only the database's notice can
      // make it forget before its cache runs out.
      expect(await portal()).toBe('login.not.session');
      const heard = new Promise((resolve) => other.events.subscribe('merchant.changed', resolve));
      await patch({ maintenance: true });
      await heard;
      expect(await portal()).toBe('system.maintenance');
      await patch({ maintenance: false });
    } finally {
      await other.close();
      if (otherDatabase !== database) await otherDatabase.close();
    }
  });
});
