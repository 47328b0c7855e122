import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import type { Database } from '../src/platform/db/index.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';

/**
 * Behind a proxy the client's address is the one the trusted proxy appended to X-Forwarded-For,
 * never an entry the client wrote itself (the leftmost ones), so neither the region check nor the
 * per-IP limits can be dodged by sending the header.
 */
let database: Database;
const apps: App[] = [];
const PROXY = '10.0.0.5';

async function appWith(trustProxy: string, extra: Parameters<typeof testApp>[1] = {}) {
  const app = await testApp(database, { trustProxy: loadConfig({ TRUST_PROXY: trustProxy }).trustProxy, ...extra });
  apps.push(app);
  return app;
}

async function seenIp(app: App, merchant: { headers: Record<string, string> }, remoteAddress: string, xff?: string) {
  const headers = xff === undefined ? merchant.headers : { ...merchant.headers, 'x-forwarded-for': xff };
  const res = await app.inject({ url: '/wps/system/status', headers, remoteAddress });
  expect(res.statusCode).toBe(200);
  return res.json().value.location.ip as string;
}

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

describe('TRUST_PROXY', () => {
  it('true trusts one hop: the address the proxy appended, not the one the client wrote', async () => {
    const app = await appWith('true');
    const m = await createMerchant(database);
    expect(await seenIp(app, m, PROXY, '6.6.6.6, 8.8.8.8')).toBe('8.8.8.8');
    expect(await seenIp(app, m, PROXY, '1.1.1.1,6.6.6.6,  8.8.8.8')).toBe('8.8.8.8');
    expect(await seenIp(app, m, PROXY, '8.8.8.8')).toBe('8.8.8.8');
    expect(await seenIp(app, m, PROXY)).toBe(PROXY);
  });

  it('a hop count takes the entry that many proxies from the right', async () => {
    const app = await appWith('2');
    const m = await createMerchant(database);
    // client -> CDN (appends the client) -> load balancer (appends the CDN) -> us
    expect(await seenIp(app, m, PROXY, '6.6.6.6, 8.8.8.8, 10.9.9.9')).toBe('8.8.8.8');
  });

  it('a list of proxies believes only them: the rightmost address not theirs is the client', async () => {
    const app = await appWith('10.0.0.0/8, 192.0.2.7');
    const m = await createMerchant(database);
    expect(await seenIp(app, m, PROXY, '6.6.6.6, 8.8.8.8, 10.1.2.3')).toBe('8.8.8.8');
    expect(await seenIp(app, m, '192.0.2.7', '6.6.6.6, 8.8.8.8')).toBe('8.8.8.8');
    // A caller that is not a listed proxy is its own address, whatever header it sends.
    expect(await seenIp(app, m, '203.0.113.9', '8.8.8.8')).toBe('203.0.113.9');
  });

  it('false ignores the header', async () => {
    const app = await appWith('false');
    const m = await createMerchant(database);
    expect(await seenIp(app, m, '203.0.113.9', '8.8.8.8')).toBe('203.0.113.9');
  });

  it('refuses a setting it cannot read', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
  });
});

describe('a forged X-Forwarded-For', () => {
  it('does not get a blocked country past the region check', async () => {
    const app = await appWith('true');
    const m = await createMerchant(database, { regionMode: 'block', regionCountries: ['US'] });
    const res = await app.inject({
      url: '/wps/relay/GCSGAME_gameVendor',
      // 133.242.0.1 (Japan) is the client's own claim; the proxy appended its real address.
      headers: { ...m.headers, 'x-forwarded-for': '133.242.0.1, 8.8.8.8' },
      remoteAddress: PROXY,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('access.region.restricted');
  });

  it('does not reset the per-IP limit', async () => {
    const app = await appWith('true', { rateLimitMax: 3 });
    const m = await createMerchant(database);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({
        url: '/wps/relay/GCSGAME_gameVendor',
        headers: { ...m.headers, 'x-forwarded-for': `6.6.6.${i}, 8.8.4.4` },
        remoteAddress: PROXY,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().errorCode).toBe('too.much.request');
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});
