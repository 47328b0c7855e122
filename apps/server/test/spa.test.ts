import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';

let database: Database;
let app: App;
let code: string;

/** A stand-in build output, so this test does not depend on building the web app first. */
function fakeDist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mekong-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<html><head><meta name="mekong-merchant" content="" /></head><body></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *');
  return dir;
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database, { webDist: fakeDist() });
  code = (await createMerchant(database)).code;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('single-page app serving', () => {
  it.each(['/', '/index', '/register.html', '/lottery?gameCode=VN', '/rng', '/no/such/page'])(
    'answers %s with index.html, not cached',
    async (url) => {
      const res = await app.inject({ url, headers: { host: `${code}.test`, accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(`<meta name="mekong-merchant" content="${code}" />`);
    },
  );

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other static files without long caching', async () => {
    const res = await app.inject({ url: '/robots.txt' });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('a missing asset is a 404, not the page', async () => {
    const res = await app.inject({ url: '/assets/missing-xyz.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('request.not.found');
  });

  it('sends a strict content security policy', async () => {
    const res = await app.inject({ url: '/index', headers: { host: `${code}.test` } });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
  });
});
