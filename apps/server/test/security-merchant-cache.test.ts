import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { MERCHANT_CACHE_MAX } from '../src/platform/merchant.ts';
import { createMerchant, openTestDatabase, testApp, uniqueCode } from './helpers/app.ts';

/**
 * Every request names its merchant by its Host or its Merchant header, both the caller's to make
 * up: neither may grow the server's memory, and a refused request still counts against the
 * caller's per-IP limit.
 */
let database: Database;
const apps: App[] = [];

/** A stand-in build output, so page paths are answered by the page sender. */
function fakeDist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mekong-dist-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<html><head><meta name="mekong-merchant" content="" /></head><body></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *');
  return dir;
}

async function appWith(overrides: Parameters<typeof testApp>[1]) {
  const app = await testApp(database, { webDist: fakeDist(), ...overrides });
  apps.push(app);
  return app;
}

const merchantMeta = (html: string) => /<meta name="mekong-merchant" content="([^"]*)" \/>/.exec(html)?.[1];

/** `count` requests, `batch` at a time, each made by `make(i)`. */
async function flood(count: number, make: (i: number) => Promise<void>, batch = 50) {
  for (let start = 0; start < count; start += batch) {
    await Promise.all(Array.from({ length: Math.min(batch, count - start) }, (_, k) => make(start + k)));
  }
}

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

describe('the merchant cache', () => {
  it('stays bounded whatever hosts and merchant codes callers make up, and still knows the real brands', async () => {
    const app = await appWith({ rateLimitMax: 100_000 });
    const m = await createMerchant(database);
    const tag = uniqueCode('h');
    // Of each kind more than half the bound, so that keeping every name would pass it.
    const made = MERCHANT_CACHE_MAX / 2 + 100;
    await flood(made, async (i) => {
      const res = await app.inject({ url: '/', headers: { host: `${tag}-${i}.example` } });
      expect(res.statusCode).toBe(200);
      expect(merchantMeta(res.body)).toBe('');
    });
    await flood(made, async (i) => {
      const res = await app.inject({ url: '/wps/system/status', headers: { merchant: `${tag}${i}` } });
      expect(res.json().errorCode).toBe('merchant.not.found');
    });
    expect(app.merchantResolver.size()).toBeLessThanOrEqual(MERCHANT_CACHE_MAX);

    const home = await app.inject({ url: '/', headers: { host: `${m.code}.test` } });
    expect(merchantMeta(home.body)).toBe(m.code);
    const status = await app.inject({ url: '/wps/system/status', headers: m.headers });
    expect(status.statusCode).toBe(200);
  }, 120_000);

  it('refuses a host that is no host name before any lookup, as it refuses an unknown one', async () => {
    const app = await appWith({});
    const long = `${'a'.repeat(60)}.`.repeat(5).concat('example'); // 312 characters
    const before = app.merchantResolver.size();
    for (const host of [long, `${uniqueCode('x')}_bad.example`, 'x'.repeat(16_000)]) {
      const page = await app.inject({ url: '/index', headers: { host } });
      expect(page.statusCode).toBe(200);
      expect(merchantMeta(page.body)).toBe('');
      const api = await app.inject({ url: '/wps/system/status', headers: { host } });
      expect(api.statusCode).toBe(404);
      expect(api.json().errorCode).toBe('merchant.not.found');
    }
    expect(app.merchantResolver.size()).toBe(before);
  });

  it('answers a brand by its host, in any case and with a port', async () => {
    const app = await appWith({});
    const m = await createMerchant(database);
    for (const host of [`${m.code}.test`, `${m.code.toUpperCase()}.TEST`, `${m.code}.test:8080`]) {
      const page = await app.inject({ url: '/index', headers: { host } });
      expect(merchantMeta(page.body)).toBe(m.code);
    }
  });
});

describe('the per-IP limit', () => {
  it('counts calls the merchant guard refuses: an unknown merchant, maintenance', async () => {
    const app = await appWith({ rateLimitMax: 3 });
    const closed = await createMerchant(database, { maintenance: true });
    const call = (merchant: string, remoteAddress: string) =>
      app.inject({ url: '/wps/relay/GCSGAME_gameVendor', headers: { merchant }, remoteAddress });
    const unknown: string[] = [];
    for (let i = 0; i < 5; i++) unknown.push((await call(uniqueCode('nx'), '203.0.113.10')).json().errorCode);
    expect(unknown).toEqual([
      'merchant.not.found',
      'merchant.not.found',
      'merchant.not.found',
      'too.much.request',
      'too.much.request',
    ]);
    const maintenance: number[] = [];
    for (let i = 0; i < 4; i++) maintenance.push((await call(closed.code, '203.0.113.11')).statusCode);
    expect(maintenance).toEqual([503, 503, 503, 429]);
  });

  it('counts page loads apart from API calls, and leaves static files and health checks alone', async () => {
    const app = await appWith({ rateLimitMax: 3 });
    const m = await createMerchant(database);
    const ip = '203.0.113.20';
    const get = (url: string, host = `${uniqueCode('p')}.example`) =>
      app.inject({ url, headers: { host }, remoteAddress: ip });
    const pages: number[] = [];
    for (let i = 0; i < 4; i++) pages.push((await get(i % 2 ? '/' : '/lottery')).statusCode);
    expect(pages).toEqual([200, 200, 200, 429]);
    expect((await get('/robots.txt')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await get('/healthz')).statusCode).toBe(200);
    const api = await app.inject({ url: '/wps/system/whitelabel', headers: m.headers, remoteAddress: ip });
    expect(api.statusCode).toBe(200);
  });
});
