import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { merchantModules } from '../src/platform/db/schema.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';

let database: Database;
let app: App;

/** Routes added only in this test, to exercise the shared gates on a module and a body schema. */
function testRoutes(a: App) {
  a.get('/wps/test/feedback', { config: { modId: 'FEEDBACK3' } }, async () => ({ success: true }));
  a.post(
    '/wps/test/echo',
    { config: { modId: 'COMM3' }, schema: { body: z.object({ name: z.string().max(20) }) } },
    async (req) => ({ success: true, errorCode: null, message: '', value: req.body }),
  );
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database, { trustProxy: true, bodyLimit: 1024 }, testRoutes);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('maintenance', () => {
  it('reports maintenance on the status call and refuses every other API call with 503', async () => {
    const m = await createMerchant(database, { maintenance: true, maintenanceMessage: 'Back at 10:00' });
    const status = await app.inject({ url: '/wps/system/status', headers: m.headers });
    expect(status.statusCode).toBe(200);
    expect(status.json().value).toMatchObject({ maintenance: true, maintenanceMessage: 'Back at 10:00' });
    // A percent-encoded path reaches the same routes, and meets the same wall.
    for (const url of [
      '/wps/relay/GCSGAME_gameVendor',
      '/wps/test/feedback',
      '/%77ps/system/publicKey',
      '/wps/%72elay/GCSGAME_gameVendor',
    ]) {
      const res = await app.inject({ url, headers: m.headers });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'system.maintenance', value: null });
    }
    const post = await app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      headers: m.headers,
      payload: { name: 'x' },
    });
    expect(post.statusCode).toBe(503);
  });
});

describe('region restriction', () => {
  it('blocks a listed country and lets others through', async () => {
    const m = await createMerchant(database, { regionMode: 'block', regionCountries: ['US'] });
    const fromUs = { ...m.headers, 'x-forwarded-for': '8.8.8.8' };
    const fromJp = { ...m.headers, 'x-forwarded-for': '133.242.0.1' };
    const blocked = await app.inject({ url: '/wps/relay/GCSGAME_gameVendor', headers: fromUs });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().errorCode).toBe('access.region.restricted');
    expect((await app.inject({ url: '/wps/system/status', headers: fromUs })).json().value.regionRestriction).toBe(
      true,
    );
    expect((await app.inject({ url: '/wps/relay/GCSGAME_gameVendor', headers: fromJp })).statusCode).toBe(200);
  });

  it('with an allow list, only the listed countries get in', async () => {
    const m = await createMerchant(database, { regionMode: 'allow', regionCountries: ['KH'] });
    const res = await app.inject({
      url: '/wps/relay/GCSGAME_gameVendor',
      headers: { ...m.headers, 'x-forwarded-for': '8.8.8.8' },
    });
    expect(res.statusCode).toBe(403);
    const local = await app.inject({ url: '/wps/relay/GCSGAME_gameVendor', headers: m.headers });
    expect(local.statusCode).toBe(200);
  });
});

describe('module switches', () => {
  it('answers 403 function.not.available when the merchant turned the module off', async () => {
    const on = await createMerchant(database);
    const off = await createMerchant(database);
    await database.db.insert(merchantModules).values({ merchantId: off.id, modId: 'FEEDBACK3', enabled: false });
    expect((await app.inject({ url: '/wps/test/feedback', headers: on.headers })).statusCode).toBe(200);
    const res = await app.inject({ url: '/wps/test/feedback', headers: off.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('function.not.available');
  });
});

describe('bad input', () => {
  it('unknown merchant is a 404 with a stable code', async () => {
    const res = await app.inject({ url: '/wps/system/status', headers: { merchant: 'nobody' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      errorCode: 'merchant.not.found',
      message: expect.any(String),
      value: null,
    });
  });

  it('an unknown host with no Merchant header is a 404', async () => {
    const res = await app.inject({ url: '/wps/system/whitelabel', headers: { host: 'unknown.example.org' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('merchant.not.found');
  });

  it.each([
    ['two merchants', 'a, b'],
    ['spaces and symbols', "x' or 1=1"],
    ['too long', 'm'.repeat(40)],
  ])('a malformed Merchant header (%s) is a 400', async (_name, value) => {
    const res = await app.inject({ url: '/wps/system/status', headers: { merchant: value } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('request.header.invalid');
  });

  it('an unknown API path is a 404 envelope', async () => {
    const m = await createMerchant(database);
    const res = await app.inject({ url: '/wps/nothing/here', headers: m.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'request.not.found' });
  });

  it('a body that fails its schema is a 400 naming the field', async () => {
    const m = await createMerchant(database);
    const res = await app.inject({ method: 'POST', url: '/wps/test/echo', headers: m.headers, payload: { name: 42 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'request.param.err',
      value: { fields: { name: { key: 'field_invalid' } } },
    });
  });

  it('malformed JSON is a 400', async () => {
    const m = await createMerchant(database);
    const res = await app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      headers: { ...m.headers, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('request.param.err');
  });

  it('an oversized body is a 413', async () => {
    const m = await createMerchant(database);
    const res = await app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      headers: { ...m.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(5000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().errorCode).toBe('request.body.too.large');
  });

  it('an unsupported content type is a 415', async () => {
    const m = await createMerchant(database);
    const res = await app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      headers: { ...m.headers, 'content-type': 'application/x-unknown' },
      payload: 'abc',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().errorCode).toBe('request.media.unsupported');
  });

  it('every answer carries a request id, echoing a well-formed one', async () => {
    const m = await createMerchant(database);
    const given = await app.inject({
      url: '/wps/system/status',
      headers: { ...m.headers, 'x-request-id': 'trace-12345678' },
    });
    expect(given.headers['x-request-id']).toBe('trace-12345678');
    const made = await app.inject({ url: '/wps/system/status', headers: { ...m.headers, 'x-request-id': 'bad id!' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('every answer, refusals included, carries the security headers', async () => {
    const m = await createMerchant(database);
    const answers = [
      await app.inject({ url: '/wps/system/status', headers: m.headers }),
      await app.inject({ url: '/wps/system/status', headers: { merchant: 'no-such-brand' } }),
      await app.inject({ url: '/wps/member/info', headers: m.headers }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, expect.any(Number), 401]);
    for (const a of answers) {
      expect(a.headers['content-security-policy']).toContain("script-src 'self'");
      expect(a.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(a.headers['x-content-type-options']).toBe('nosniff');
      expect(a.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(a.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('throttling', () => {
  it('answers 429 too.much.request past the per-IP ceiling', async () => {
    const db2 = database;
    const limited = await testApp(db2, { rateLimitMax: 3 });
    const m = await createMerchant(db2);
    try {
      const codes = [];
      for (let i = 0; i < 4; i++)
        codes.push((await limited.inject({ url: '/wps/system/whitelabel', headers: m.headers })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const res = await limited.inject({ url: '/wps/system/whitelabel', headers: m.headers });
      expect(res.json().errorCode).toBe('too.much.request');
    } finally {
      await limited.close();
    }
  });
});
