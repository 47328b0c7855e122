/**
 * The platform operator and a brand's staff (list, create, lock, reset the authenticator), and a
 * brand switched off (closed to its players and its own operators) and on again; every action
 * audited on the brand's own chain with before and after, and no brand role reaches any of it.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { auditLog, operators, vendorSessions } from '../src/platform/db/schema.ts';
import { login, loginToken, makeMember } from './helpers/accounts.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';
import { operatorToken, totpCode } from './helpers/money.ts';

let database: Database;
let app: App;
let home: Awaited<ReturnType<typeof createMerchant>>;
let platform: Record<string, string>;
let platformId: number;

const as = async (role: Parameters<typeof operatorToken>[3], merchant = home) => {
  const signed = await operatorToken(app, merchant.headers, merchant.id, role);
  return { headers: { ...merchant.headers, authorization: signed.token }, ...signed };
};
const call = (headers: Record<string, string>, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const operatorLogin = (merchant: { headers: Record<string, string> }, payload: object) =>
  app.inject({ method: 'POST', url: '/wps/operator/login', headers: merchant.headers, payload });
const linesOf = (merchantId: number, action: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.merchantId, merchantId), eq(auditLog.action, action)));

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  home = await createMerchant(database);
  const signed = await as('platform');
  platform = signed.headers;
  const [row] = await database.db.select().from(operators).where(eq(operators.username, signed.username));
  platformId = row?.id ?? 0;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('a brand’s staff, for the platform operator', () => {
  it('creates a brand operator who enrols at first sign-in, audited on that brand with the platform operator as actor', async () => {
    const brand = await createMerchant(database);
    const made = await call(platform, 'POST', `/wps/operator/brands/${brand.code}/staff`, {
      username: 'cashier.one',
      role: 'finance',
      password: 'a-long-password',
    });
    expect(made.statusCode).toBe(200);
    expect(made.json().value).toMatchObject({ username: 'cashier.one', role: 'finance', totpEnrolled: false });
    const listed = (await call(platform, 'GET', `/wps/operator/brands/${brand.code}/staff`)).json().value;
    expect(listed.map((o: { username: string }) => o.username)).toContain('cashier.one');
    const first = await operatorLogin(brand, { username: 'cashier.one', password: 'a-long-password' });
    expect(first.json().value.enrol.ticket).toBeTruthy();
    const [line] = await linesOf(brand.id, 'staff.create');
    expect(line).toMatchObject({ actorType: 'operator', actorId: String(platformId) });
    expect(line?.details).toMatchObject({ before: null, after: { username: 'cashier.one', role: 'finance' } });
    // The same username twice on one brand is refused.
    const again = await call(platform, 'POST', `/wps/operator/brands/${brand.code}/staff`, {
      username: 'cashier.one',
      role: 'support',
      password: 'a-long-password',
    });
    expect(again.json().errorCode).toBe('staff.username.taken');
  });

  it('locks and unlocks an operator (their session ends) and resets their authenticator, each audited before and after', async () => {
    const brand = await createMerchant(database);
    const worker = await as('support', brand);
    const [row] = await database.db.select().from(operators).where(eq(operators.username, worker.username));
    const id = row?.id;
    expect((await call(worker.headers, 'GET', '/wps/operator/me')).statusCode).toBe(200);
    const locked = await call(platform, 'PATCH', `/wps/operator/brands/${brand.code}/staff/${id}`, {
      status: 'DISABLED',
    });
    expect(locked.json().value.status).toBe('DISABLED');
    expect((await call(worker.headers, 'GET', '/wps/operator/me')).statusCode).toBe(401);
    const code = () => totpCode(worker.secret, 1);
    const refused = await operatorLogin(brand, { username: worker.username, password: 'operator-pass', totp: code() });
    expect(refused.json().errorCode).toBe('operator.login.failed');
    const [lock] = await linesOf(brand.id, 'staff.update');
    expect(lock?.details).toMatchObject({ before: { status: 'ACTIVE' }, after: { status: 'DISABLED' } });
    await call(platform, 'PATCH', `/wps/operator/brands/${brand.code}/staff/${id}`, { status: 'ACTIVE' });
    const reset = await call(platform, 'POST', `/wps/operator/brands/${brand.code}/staff/${id}/totp-reset`);
    expect(reset.json().value.totpEnrolled).toBe(false);
    const enrolAgain = await operatorLogin(brand, { username: worker.username, password: 'operator-pass' });
    expect(enrolAgain.json().value.enrol.ticket).toBeTruthy();
    const [line] = await linesOf(brand.id, 'staff.totp-reset');
    expect(line?.details).toMatchObject({ before: { totpEnrolled: true }, after: { totpEnrolled: false } });
  });

  it('never makes, promotes or touches a platform operator, nor reaches another brand’s operator by id', async () => {
    const brand = await createMerchant(database);
    const asPlatformRole = await call(platform, 'POST', `/wps/operator/brands/${brand.code}/staff`, {
      username: 'sneaky',
      role: 'platform',
      password: 'a-long-password',
    });
    expect(asPlatformRole.statusCode).toBe(400);
    const admin = await as('admin', brand);
    const [adminRow] = await database.db.select().from(operators).where(eq(operators.username, admin.username));
    const promote = await call(platform, 'PATCH', `/wps/operator/brands/${brand.code}/staff/${adminRow?.id}`, {
      role: 'platform',
    });
    expect(promote.statusCode).toBe(400);
    const touch = await call(platform, 'PATCH', `/wps/operator/brands/${home.code}/staff/${platformId}`, {
      status: 'DISABLED',
    });
    expect(touch.json().errorCode).toBe('operator.forbidden');
    const reset = await call(platform, 'POST', `/wps/operator/brands/${home.code}/staff/${platformId}/totp-reset`);
    expect(reset.json().errorCode).toBe('operator.forbidden');
    const elsewhere = await call(platform, 'PATCH', `/wps/operator/brands/${home.code}/staff/${adminRow?.id}`, {
      status: 'DISABLED',
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('no brand role reaches a brand’s staff or its switch', async () => {
    const brand = await createMerchant(database);
    for (const role of ['admin', 'finance', 'support', 'risk'] as const) {
      const { headers } = await as(role, brand);
      const tries = [
        call(headers, 'GET', `/wps/operator/brands/${brand.code}`),
        call(headers, 'GET', `/wps/operator/brands/${brand.code}/staff`),
        call(headers, 'POST', `/wps/operator/brands/${brand.code}/staff`, {
          username: 'intruder',
          role: 'admin',
          password: 'a-long-password',
        }),
        call(headers, 'POST', `/wps/operator/brands/${brand.code}/switch`, { enabled: false, reason: 'testing it' }),
      ];
      for (const res of await Promise.all(tries)) expect(res.statusCode, role).toBe(403);
    }
  });
});

describe('a brand switched off and on', () => {
  it('closes the site to players and to the brand’s operators, ends their sessions, and opens again', async () => {
    const brand = await createMerchant(database);
    const member = await makeMember(app, brand.id);
    const playerAuth = { ...brand.headers, authorization: await loginToken(app, brand.headers, member) };
    const staff = await as('admin', brand);
    // Its sign-in above spent the current code: the next step's is one it has not used.
    const code = () => totpCode(staff.secret, 1);
    // A game window open on the brand: its vendor session takes no more bets once the brand is off.
    await database.db.insert(vendorSessions).values({
      tokenHash: `test-${brand.code}`,
      merchantId: brand.id,
      memberId: member.id,
      vendorCode: 'HOUSE',
      gameCode: 'slots',
      mode: 'REAL',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const off = await call(platform, 'POST', `/wps/operator/brands/${brand.code}/switch`, {
      enabled: false,
      reason: 'licence suspended',
    });
    expect(off.json().value).toMatchObject({ enabled: false, closedReason: 'licence suspended' });

    const [window] = await database.db.select().from(vendorSessions).where(eq(vendorSessions.merchantId, brand.id));
    expect(window?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
    const status = (await app.inject({ url: '/wps/system/status', headers: brand.headers })).json().value;
    expect(status.closed).toBe(true);
    expect(
      (await login(app, brand.headers, { username: member.account, password: member.password })).json(),
    ).toMatchObject({ errorCode: 'merchant.closed' });
    const info = await app.inject({ url: '/wps/member/info', headers: playerAuth });
    expect(info.statusCode).toBe(403);
    expect(info.json().errorCode).toBe('merchant.closed');
    const register = await app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      headers: brand.headers,
      payload: {},
    });
    expect(register.json().errorCode).toBe('merchant.closed');
    const signIn = await operatorLogin(brand, { username: staff.username, password: 'operator-pass', totp: code() });
    expect(signIn.json().errorCode).toBe('merchant.closed');
    expect((await call(staff.headers, 'GET', '/wps/operator/me')).json().errorCode).toBe('merchant.closed');
    // The platform operator still reads and manages the closed brand from the platform's own brand.
    expect((await call(platform, 'GET', `/wps/operator/brands/${brand.code}/settings`)).statusCode).toBe(200);
    const [line] = await linesOf(brand.id, 'brand.switch-off');
    expect(line).toMatchObject({ actorId: String(platformId) });
    expect(line?.details).toMatchObject({
      reason: 'licence suspended',
      before: { enabled: true },
      after: { enabled: false, closedReason: 'licence suspended' },
    });
    expect(await linesOf(home.id, 'brand.switch-off')).not.toHaveLength(0);

    const on = await call(platform, 'POST', `/wps/operator/brands/${brand.code}/switch`, {
      enabled: true,
      reason: 'licence renewed',
    });
    expect(on.json().value).toMatchObject({ enabled: true, closedReason: null });
    expect((await app.inject({ url: '/wps/system/status', headers: brand.headers })).json().value.closed).toBe(false);
    // Sessions ended when it closed: players and operators sign in again.
    expect((await app.inject({ url: '/wps/member/info', headers: playerAuth })).statusCode).toBe(401);
    expect((await call(staff.headers, 'GET', '/wps/operator/me')).statusCode).toBe(401);
    expect((await login(app, brand.headers, { username: member.account, password: member.password })).statusCode).toBe(
      200,
    );
    const back = await operatorLogin(brand, { username: staff.username, password: 'operator-pass', totp: code() });
    expect(back.json().value.token).toBeTruthy();
    const [onLine] = await linesOf(brand.id, 'brand.switch-on');
    expect(onLine?.details).toMatchObject({ before: { enabled: false }, after: { enabled: true } });
  });

  it('refuses to switch off the platform’s own brand, and wants a reason', async () => {
    const own = await call(platform, 'POST', `/wps/operator/brands/${home.code}/switch`, {
      enabled: false,
      reason: 'by mistake',
    });
    expect(own.json().errorCode).toBe('brand.self');
    const brand = await createMerchant(database);
    const noReason = await call(platform, 'POST', `/wps/operator/brands/${brand.code}/switch`, { enabled: false });
    expect(noReason.statusCode).toBe(400);
    const short = await call(platform, 'POST', `/wps/operator/brands/${brand.code}/switch`, {
      enabled: false,
      reason: 'x',
    });
    expect(short.json().value.fields.reason.message).toBe('reason.short');
    expect((await call(platform, 'GET', `/wps/operator/brands/${brand.code}`)).json().value.enabled).toBe(true);
  });

  it('a module a brand’s admin switches off closes it to players, never the staff’s sign-in', async () => {
    const brand = await createMerchant(database);
    const admin = await as('admin', brand);
    const off = await call(admin.headers, 'PATCH', '/wps/operator/merchant/settings', { modules: { COMM3: false } });
    expect(off.statusCode, off.body).toBe(200);
    const players = await app.inject({ url: '/wps/system/publicKey', headers: brand.headers });
    expect(players.json().errorCode).toBe('function.not.available');
    // Every operator of the brand still signs in, so an admin can switch it back on.
    const again = await as('admin', brand);
    expect(again.token).toEqual(expect.any(String));
    const on = await call(again.headers, 'PATCH', '/wps/operator/merchant/settings', { modules: { COMM3: true } });
    expect(on.statusCode, on.body).toBe(200);
  });
});
