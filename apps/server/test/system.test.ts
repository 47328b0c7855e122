import { isModuleOn, MODULES, openCsLink } from '@mekong/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { merchantModules } from '../src/platform/db/schema.ts';
import { createMerchant, openTestDatabase, testApp, uniqueCode } from './helpers/app.ts';

let database: Database;
let app: App;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database, { trustProxy: true });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('GET /wps/system/whitelabel', () => {
  it('answers the settings tree with every catalogue module and the merchant switches', async () => {
    const m = await createMerchant(database);
    await database.db.insert(merchantModules).values([
      { merchantId: m.id, modId: 'FREEPLAY3', enabled: false },
      { merchantId: m.id, modId: 'LOGINEDTOHOMEPAGE', enabled: true },
    ]);
    const res = await app.inject({ url: '/wps/system/whitelabel', headers: m.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, errorCode: null });
    const ids: string[] = [];
    const walk = (nodes: { modId: string; childrenNodes: never[] }[]) => {
      for (const n of nodes) ids.push(n.modId), walk(n.childrenNodes);
    };
    walk(body.value);
    expect(ids.sort()).toEqual(MODULES.map((d) => d.modId).sort());
    expect(isModuleOn(body.value, 'FREEPLAY3')).toBe(false);
    expect(isModuleOn(body.value, 'LOGINEDTOHOMEPAGE')).toBe(true);
    expect(isModuleOn(body.value, 'DIRECTREG3')).toBe(true);
  });

  it('turns a child off when its parent is off', async () => {
    const m = await createMerchant(database);
    await database.db.insert(merchantModules).values({ merchantId: m.id, modId: 'REG3', enabled: false });
    const body = (await app.inject({ url: '/wps/system/whitelabel', headers: m.headers })).json();
    expect(isModuleOn(body.value, 'REG3')).toBe(false);
    expect(isModuleOn(body.value, 'DIRECTREG3')).toBe(false);
  });
});

describe('GET /wps/system/status', () => {
  it('answers brand, switches, app links, customer service and the caller location', async () => {
    const m = await createMerchant(database, { domains: ['play.example.com'] });
    const res = await app.inject({
      url: '/wps/system/status',
      headers: { ...m.headers, 'x-forwarded-for': '8.8.8.8', host: 'play.example.com' },
    });
    expect(res.statusCode).toBe(200);
    const { value } = res.json();
    expect(value).toMatchObject({
      maintenance: false,
      regionRestriction: false,
      location: { ip: '8.8.8.8', country: 'US' },
      url: 'https://play.example.com',
      info: {
        brand: { code: m.code, timezone: 'Asia/Phnom_Penh', defaultLanguage: 'KM' },
        register: { minimumAge: 18 },
      },
    });
    expect(value.info.customerService.map((c: { csType: string }) => c.csType)).toEqual([
      'MESSENGER',
      'TELEGRAM',
      'LIVECHAT',
    ]);
    expect(value.info.resources).toHaveLength(3);
  });

  it('picks the merchant by host name when no Merchant header is sent', async () => {
    const m = await createMerchant(database);
    const res = await app.inject({ url: '/wps/system/status', headers: { host: `${m.code}.test` } });
    expect(res.json().value.info.brand.code).toBe(m.code);
  });
});

describe('GET /wps/system/domainRoute', () => {
  it('lists the regular and VIP customer-service paths, domains and app resources', async () => {
    const tag = uniqueCode('d');
    const m = await createMerchant(database, { domains: [`a.${tag}.example.com`, `b.${tag}.example.com`] });
    const { value } = (await app.inject({ url: '/wps/system/domainRoute', headers: m.headers })).json();
    // Sealed: the last 8 characters are the key; the web's type is '3'.
    expect(value.customerService.map((c: { type: string }) => c.type)).toEqual(['3', '3']);
    const paths = value.customerService.map((c: { path: string }) => c.path) as string[];
    expect(paths.join()).not.toContain('helpmc');
    expect(await Promise.all(paths.map(openCsLink))).toEqual([
      '/helpmc?topic=livechat',
      '/helpmc?topic=livechat&desk=vip',
    ]);
    expect(value.domainList.map((d: { domain: string }) => d.domain).sort()).toEqual([
      `a.${tag}.example.com`,
      `b.${tag}.example.com`,
    ]);
    expect(value.resources.map((r: { resourceType: string }) => r.resourceType).sort()).toEqual([
      'ANDROID',
      'IOS',
      'IOS_LITE',
    ]);
  });
});

describe('GET /wps/relay/GCSGAME_gameVendor', () => {
  it('answers one lane per category that has an enabled vendor', async () => {
    const m = await createMerchant(database);
    const { value } = (
      await app.inject({ url: `/wps/relay/GCSGAME_gameVendor?merchantCode=${m.code}`, headers: m.headers })
    ).json();
    const titles = value.data.lanes.map((l: { title: string }) => l.title);
    expect(titles).toEqual(['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'ESPORTS', 'FISH', 'RNG', 'PVP']);
    expect(value.data.lanes[2].cards[0]).toMatchObject({ vendorCode: 'HOUSE', accountTypeId: 101, isHot: true });
  });

  it('refuses a merchantCode of another site', async () => {
    const m = await createMerchant(database);
    const res = await app.inject({ url: '/wps/relay/GCSGAME_gameVendor?merchantCode=other', headers: m.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('request.param.err');
  });
});

describe('health', () => {
  it('answers liveness and readiness without a merchant', async () => {
    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ok' });
  });
});
