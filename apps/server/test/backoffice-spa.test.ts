import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';

let database: Database;
let app: App;
let code: string;

/** Stand-in builds of both apps, told apart by their index.html. */
function fakeDist(title: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mekong-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<html><head><meta name="mekong-merchant" content="" /><title>${title}</title></head></html>`,
  );
  const js = 'console.log("console");'.repeat(40);
  fs.writeFileSync(path.join(dir, 'assets', 'index-bo123.js'), js);
  fs.writeFileSync(path.join(dir, 'assets', 'index-bo123.js.br'), zlib.brotliCompressSync(js));
  return dir;
}

beforeAll(async () => {
  database = await openTestDatabase();
  process.env.BACKOFFICE_DIST = fakeDist('console');
  app = await testApp(database, { webDist: fakeDist('player') });
  code = (await createMerchant(database)).code;
});
afterAll(async () => {
  delete process.env.BACKOFFICE_DIST;
  await app.close();
  await database.close();
});

describe('back office serving', () => {
  it.each(['/backoffice/', '/backoffice/players', '/backoffice/players/12?tab=notes', '/backoffice/sign-in'])(
    'answers %s with the console, not the player site, with the host merchant',
    async (url) => {
      const res = await app.inject({ url, headers: { host: `${code}.test`, accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>console</title>');
      expect(res.body).toContain(`<meta name="mekong-merchant" content="${code}" />`);
    },
  );

  it('sends /backoffice to /backoffice/', async () => {
    const res = await app.inject({ url: '/backoffice' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/backoffice/');
  });

  it('serves its hashed assets for a year, pre-compressed when asked', async () => {
    const res = await app.inject({
      url: '/backoffice/assets/index-bo123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('a missing console file is a 404, and player pages stay the player site', async () => {
    expect((await app.inject({ url: '/backoffice/assets/missing.js' })).statusCode).toBe(404);
    const player = await app.inject({ url: '/index', headers: { host: `${code}.test` } });
    expect(player.body).toContain('<title>player</title>');
  });
});
