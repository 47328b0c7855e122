import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { makeMember, uniquePhone } from './helpers/accounts.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';

/** A stand-in SMS gateway on this machine that records what it is asked to send. */
let gateway: http.Server;
let received: { auth: string | undefined; body: Record<string, unknown> }[] = [];
let failNext = false;
let database: Database;
let app: App;

beforeAll(async () => {
  gateway = http.createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      if (failNext) {
        failNext = false;
        res.writeHead(502).end();
        return;
      }
      received.push({ auth: req.headers.authorization, body: JSON.parse(data) });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.address() as AddressInfo;
  database = await openTestDatabase();
  app = await testApp(database, {
    messaging: { provider: 'http', url: `http://127.0.0.1:${port}/send`, token: 'gateway-secret' },
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await new Promise((resolve) => gateway.close(resolve));
});

describe('the HTTP messaging provider', () => {
  it('posts each SMS to the gateway in the language asked for', async () => {
    const m = await createMerchant(database);
    const phone = uniquePhone();
    await makeMember(app, m.id, { mobile: phone, countryDialingCode: '855' });
    received = [];
    const res = await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: { ...m.headers, language: 'CN' },
      payload: { mobileNum: phone, countryDialingCode: '855' },
    });
    expect(res.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]?.auth).toBe('Bearer gateway-secret');
    expect(received[0]?.body).toMatchObject({ channel: 'SMS', to: `+855${phone}`, merchantId: m.id });
    expect(String(received[0]?.body.body)).toMatch(/验证码是 \d{6}/);
  });

  it('answers a clear error when the gateway fails', async () => {
    const m = await createMerchant(database);
    const phone = uniquePhone();
    await makeMember(app, m.id, { mobile: phone, countryDialingCode: '855' });
    failNext = true;
    const res = await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: m.headers,
      payload: { mobileNum: phone, countryDialingCode: '855' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().errorCode).toBe('sms.send.failed');
  });
});
