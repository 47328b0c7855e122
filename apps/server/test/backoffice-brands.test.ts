/**
 * The platform operator: every brand on the server, a new brand with its first admin, and any
 * brand's settings; nobody else reaches these calls, and no brand admin can make a platform operator.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { auditLog, merchants, operators, vendors } from '../src/platform/db/schema.ts';
import { createMerchant, openTestDatabase, testApp, uniqueCode } from './helpers/app.ts';
import { operatorToken } from './helpers/money.ts';

let database: Database;
let app: App;
let home: Awaited<ReturnType<typeof createMerchant>>;
let platform: Record<string, string>;

const as = async (role: Parameters<typeof operatorToken>[3], merchant = home) => ({
  ...merchant.headers,
  authorization: (await operatorToken(app, merchant.headers, merchant.id, role)).token,
});
const newBrand = (code = uniqueCode('b').slice(0, 12)) => ({
  code,
  name: 'Angkor Play',
  currency: 'THB',
  currencySymbol: '฿',
  timezone: 'Asia/Bangkok',
  defaultLanguage: 'TH',
  languages: ['TH', 'EN'],
  domains: [`${code}.example.com`],
  admin: { username: 'owner', password: 'a-long-password' },
});
const create = (headers: Record<string, string>, body: object) =>
  app.inject({ method: 'POST', url: '/wps/operator/brands', headers, payload: body });
const brandCount = async () => (await database.db.select({ n: count() }).from(merchants))[0]?.n;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  home = await createMerchant(database);
  platform = await as('platform');
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('brands', () => {
  it('a platform operator makes a brand that answers at once, with the platform products and an admin who enrols', async () => {
    const body = newBrand();
    const res = await create(platform, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ code: body.code, currency: 'THB', domains: body.domains, players: 0 });
    const site = { merchant: body.code };
    const whitelabel = await app.inject({ url: '/wps/system/whitelabel', headers: site });
    expect(whitelabel.statusCode).toBe(200);
    const id = res.json().value.id as number;
    const offered = await database.db.select().from(vendors).where(eq(vendors.merchantId, id));
    expect(offered.map((v) => v.category)).toEqual(expect.arrayContaining(['LOTT', 'RNG', 'LIVE']));
    // The first admin signs in on the new brand and is asked to enrol an authenticator.
    const first = await app.inject({
      method: 'POST',
      url: '/wps/operator/login',
      headers: site,
      payload: { username: 'owner', password: 'a-long-password' },
    });
    expect(first.json().value.enrol.ticket).toBeTruthy();
    const lines = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'brand.create'), eq(auditLog.merchantId, id)));
    expect(lines).toHaveLength(1);
    const newest = await app.inject({
      url: '/wps/operator/brands?sort=createdAt&order=desc&size=100',
      headers: platform,
    });
    expect(newest.json().value.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: body.code }),
        expect.objectContaining({ code: home.code }),
      ]),
    );
  });

  it('a taken code or domain, or bad input, is refused and no brand is made', async () => {
    const before = await brandCount();
    expect((await create(platform, newBrand(home.code))).json().errorCode).toBe('merchant.code.taken');
    const taken = { ...newBrand(), domains: [`${home.code}.test`] };
    expect((await create(platform, taken)).json().errorCode).toBe('merchant.domain.taken');
    for (const bad of [
      { code: 'Has Space' },
      { currency: 'dollars' },
      { timezone: 'Mars/Olympus' },
      { languages: ['EN'], defaultLanguage: 'TH' },
      { domains: [] },
      { admin: { username: 'x', password: 'short' } },
    ]) {
      const res = await create(platform, { ...newBrand(), ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await brandCount()).toBe(before);
  });

  it('a platform operator changes another brand’s settings, audited on that brand, and it takes effect', async () => {
    const other = await createMerchant(database);
    const res = await app.inject({
      method: 'PATCH',
      url: `/wps/operator/brands/${other.code}/settings`,
      headers: platform,
      payload: { maintenance: true },
    });
    expect(res.json().value.maintenance).toBe(true);
    expect((await app.inject({ url: '/wps/member/info', headers: other.headers })).json().errorCode).toBe(
      'system.maintenance',
    );
    const [line] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, other.id), eq(auditLog.action, 'merchant.settings')));
    expect(line?.details).toMatchObject({ before: { maintenance: false }, after: { maintenance: true } });
    const unknown = await app.inject({ url: '/wps/operator/brands/nosuchbrand/settings', headers: platform });
    expect(unknown.statusCode).toBe(404);
  });

  it('no brand role reaches the brand calls, and no brand admin makes or changes a platform operator', async () => {
    for (const role of ['admin', 'finance', 'support'] as const) {
      const headers = await as(role);
      expect((await app.inject({ url: '/wps/operator/brands', headers })).statusCode).toBe(403);
      expect((await create(headers, newBrand())).statusCode).toBe(403);
    }
    const admin = await as('admin');
    const made = await app.inject({
      method: 'POST',
      url: '/wps/operator/staff',
      headers: admin,
      payload: { username: 'sneaky', role: 'platform', password: 'a-long-password' },
    });
    expect(made.json().errorCode).toBe('operator.forbidden');
    const support = await app.inject({
      method: 'POST',
      url: '/wps/operator/staff',
      headers: admin,
      payload: { username: 'helper1', role: 'support', password: 'a-long-password' },
    });
    const promoted = await app.inject({
      method: 'PATCH',
      url: `/wps/operator/staff/${support.json().value.id}`,
      headers: admin,
      payload: { role: 'platform' },
    });
    expect(promoted.json().errorCode).toBe('operator.forbidden');
    const [platformOp] = await database.db
      .select({ id: operators.id })
      .from(operators)
      .where(and(eq(operators.merchantId, home.id), eq(operators.role, 'platform')));
    const demoted = await app.inject({
      method: 'PATCH',
      url: `/wps/operator/staff/${platformOp?.id}`,
      headers: admin,
      payload: { status: 'DISABLED' },
    });
    expect(demoted.json().errorCode).toBe('operator.forbidden');
  });

  it('lists brands a page at a time: found by code or name, on or off, sorted; bad paging is refused', async () => {
    const tag = uniqueCode('q').slice(0, 8);
    for (const [suffix, name] of [
      ['a', 'Zebra'],
      ['b', 'Apple'],
      ['c', 'Mango'],
    ])
      expect((await create(platform, { ...newBrand(`${tag}${suffix}`), name })).statusCode).toBe(200);
    const list = (query: string) => app.inject({ url: `/wps/operator/brands?q=${tag}&${query}`, headers: platform });
    const codes = async (query: string) => (await list(query)).json().value.list.map((b: { code: string }) => b.code);
    expect(await codes('')).toEqual([`${tag}a`, `${tag}b`, `${tag}c`]);
    expect(await codes('sort=name&order=asc')).toEqual([`${tag}b`, `${tag}c`, `${tag}a`]);
    expect(await codes('sort=code&order=desc&size=2&page=2')).toEqual([`${tag}a`]);
    expect((await list('size=2')).json().value.total).toBe(3);
    const byName = await app.inject({ url: '/wps/operator/brands?q=ZEBRA&size=100', headers: platform });
    expect(byName.json().value.list.map((b: { code: string }) => b.code)).toContain(`${tag}a`);
    await app.inject({
      method: 'POST',
      url: `/wps/operator/brands/${tag}b/switch`,
      headers: platform,
      payload: { enabled: false, reason: 'contract ended' },
    });
    expect(await codes('state=OFF')).toEqual([`${tag}b`]);
    expect(await codes('state=ON')).toEqual([`${tag}a`, `${tag}c`]);
    for (const bad of ['page=0', 'size=101', 'sort=domains', 'order=random', 'state=CLOSED']) {
      const res = await list(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errorCode, bad).toBe('request.param.err');
    }
  });
});
