import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { COMPRESS_THRESHOLD } from '../src/platform/spa.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';

let database: Database;
let app: App;
let code: string;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** A stand-in build output with the .br and .gz copies the web build writes next to each asset. */
function fakeDist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mekong-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<html><head><meta name="mekong-merchant" content="" /></head><body>${'<p>page</p>'.repeat(200)}</body></html>`,
  );
  const file = path.join(dir, 'assets', 'index-abc123.js');
  fs.writeFileSync(file, script);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
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

describe('compressed answers', () => {
  it('sends the build-time brotli copy of an asset to a client that accepts brotli', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('compresses an API envelope above the threshold, which decodes to the same envelope', async () => {
    const plain = await app.inject({ url: '/wps/system/whitelabel', headers: { merchant: code } });
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    const res = await app.inject({
      url: '/wps/system/whitelabel',
      headers: { merchant: code, 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const body = JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString());
    expect(body).toEqual(plain.json());
    expect(body.success).toBe(true);
  });

  it('leaves a small answer as it is', async () => {
    const res = await app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the page itself, with the merchant written in', async () => {
    const res = await app.inject({
      url: '/index',
      headers: { host: `${code}.test`, accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toContain(`content="${code}"`);
  });
});
