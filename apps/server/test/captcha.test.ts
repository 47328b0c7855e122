import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { ChallengeService } from '../src/modules/captcha/service.ts';
import { createChallengeService } from '../src/modules/captcha/service.ts';
import type { Database } from '../src/platform/db/index.ts';
import { challenges, merchantModules } from '../src/platform/db/schema.ts';
import { challengeAnswer, humanTrace, randomIp } from './helpers/accounts.ts';
import { createMerchant, openTestDatabase, testApp, uniqueCode } from './helpers/app.ts';

let database: Database;
let app: App;
let service: ChallengeService;
let m: Awaited<ReturnType<typeof createMerchant>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  service = createChallengeService(database.db);
  m = await createMerchant(database);
  await database.db.insert(merchantModules).values({ merchantId: m.id, modId: 'GEETEST3', enabled: true });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const png = (base64: string) => PNG.sync.read(Buffer.from(base64, 'base64'));
const getCaptcha = (key: string, ip = randomIp()) =>
  app.inject({ url: `/wps/captcha?key=${key}`, headers: m.headers, remoteAddress: ip });

describe('image captcha', () => {
  it('answers a base64 PNG of 120x40', async () => {
    const res = await getCaptcha(uniqueCode('k'));
    expect(res.statusCode).toBe(200);
    const image = png(res.json().value);
    expect([image.width, image.height]).toEqual([120, 40]);
  });

  it('allows one a second per key and per IP', async () => {
    const key = uniqueCode('k');
    expect((await getCaptcha(key)).statusCode).toBe(200);
    const sameKey = await getCaptcha(key);
    expect(sameKey.statusCode).toBe(429);
    expect(sameKey.json().errorCode).toBe('too.much.request');
    const ip = randomIp();
    expect((await getCaptcha(uniqueCode('k'), ip)).statusCode).toBe(200);
    expect((await getCaptcha(uniqueCode('k'), ip)).statusCode).toBe(429);
    // The slider is a different kind: a form may show it right after the captcha.
    const slider = await app.inject({
      url: `/wps/geetest?key=${uniqueCode('k')}`,
      headers: m.headers,
      remoteAddress: ip,
    });
    expect(slider.statusCode).toBe(200);
  });

  it('refuses a malformed key and a merchant with captchas off', async () => {
    const bad = await app.inject({ url: '/wps/captcha?key=<x>', headers: m.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('request.param.err');
    const off = await createMerchant(database);
    await database.db.insert(merchantModules).values({ merchantId: off.id, modId: 'CAPTCHA3', enabled: false });
    const res = await app.inject({ url: `/wps/captcha?key=${uniqueCode('k')}`, headers: off.headers });
    expect(res.statusCode).toBe(403);
  });

  it('accepts the right answer once, in any case, and never a wrong or expired one', async () => {
    const key = uniqueCode('k');
    await getCaptcha(key);
    const answer = await challengeAnswer(app, m.headers, key, 'captcha');
    await expect(service.verifyCaptcha(m.id, key, answer.toLowerCase())).resolves.toBeUndefined();
    await expect(service.verifyCaptcha(m.id, key, answer)).rejects.toMatchObject({ code: 'captcha.invalid' });

    const wrongKey = uniqueCode('k');
    await getCaptcha(wrongKey);
    const right = await challengeAnswer(app, m.headers, wrongKey, 'captcha');
    await expect(service.verifyCaptcha(m.id, wrongKey, 'ZZZZ' === right ? 'YYYY' : 'ZZZZ')).rejects.toMatchObject({
      code: 'captcha.invalid',
    });
    // A wrong guess used the captcha up: the right answer no longer works.
    await expect(service.verifyCaptcha(m.id, wrongKey, right)).rejects.toMatchObject({ code: 'captcha.invalid' });

    const old = uniqueCode('k');
    await getCaptcha(old);
    const oldAnswer = await challengeAnswer(app, m.headers, old, 'captcha');
    await database.db
      .update(challenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(challenges.clientKey, old));
    await expect(service.verifyCaptcha(m.id, old, oldAnswer)).rejects.toMatchObject({ code: 'captcha.invalid' });
    await expect(service.verifyCaptcha(m.id, undefined, 'ABCD')).rejects.toMatchObject({ code: 'captcha.required' });
  });
});

describe('slider puzzle', () => {
  async function slider() {
    const key = uniqueCode('s');
    const res = await app.inject({ url: `/wps/geetest?key=${key}`, headers: m.headers, remoteAddress: randomIp() });
    expect(res.statusCode).toBe(200);
    return { key, value: res.json().value, x: Number(await challengeAnswer(app, m.headers, key, 'slider')) };
  }

  it('serves a background with a gap and the piece as PNGs', async () => {
    const { value } = await slider();
    expect(value).toMatchObject({ width: 280, height: 160, pieceSize: 44, pieceY: expect.any(Number) });
    expect(png(value.background).width).toBe(280);
    expect(png(value.piece).width).toBe(44);
  });

  it('accepts a human drag to the gap, once', async () => {
    const { key, x } = await slider();
    await expect(service.verifySlider(m.id, { key, x, trace: humanTrace(x) })).resolves.toBeUndefined();
    await expect(service.verifySlider(m.id, { key, x, trace: humanTrace(x) })).rejects.toMatchObject({
      code: 'slider.invalid',
    });
  });

  it('refuses a wrong place, too few samples, a drag too fast, and a straight constant-speed line', async () => {
    const cases: ((x: number) => [number, number, number][])[] = [
      (x) => humanTrace(x + 30),
      (x) => humanTrace(x).slice(-5),
      (x) => humanTrace(x).map(([dx, dy], i) => [dx, dy, i * 5] as [number, number, number]),
      (x) =>
        Array.from(
          { length: 20 },
          (_, i) => [Math.round((x * (i + 1)) / 20), 0, (i + 1) * 40] as [number, number, number],
        ),
    ];
    for (const make of cases) {
      const { key, x } = await slider();
      const trace = make(x);
      const dropX = trace.at(-1)?.[0] ?? x;
      await expect(service.verifySlider(m.id, { key, x: dropX, trace })).rejects.toMatchObject({
        code: 'slider.invalid',
      });
    }
    await expect(service.verifySlider(m.id, undefined)).rejects.toMatchObject({ code: 'slider.required' });
  });
});

describe('answer inspection', () => {
  it('does not exist in production', async () => {
    const prod = await testApp(database, { env: 'production' });
    const key = uniqueCode('k');
    await prod.inject({ url: `/wps/captcha?key=${key}`, headers: m.headers, remoteAddress: randomIp() });
    const res = await prod.inject({ url: `/wps/dev/challenge?key=${key}&kind=captcha`, headers: m.headers });
    expect(res.statusCode).toBe(404);
    const outbox = await prod.inject({ url: '/wps/dev/outbox?to=%2B85512345678', headers: m.headers });
    expect(outbox.statusCode).toBe(404);
    await prod.close();
  });
});
