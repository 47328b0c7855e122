import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { createMerchant, openTestDatabase, testConfig } from './helpers/app.ts';

/**
 * Every route that changes state needs a member session (`config.auth`), an operator token
 * (`config.roles`), or is one of the public writes below, each with what protects it. A new
 * route that fits none fails here until it is guarded or listed (and docs/security.md says why).
 */
const PUBLIC_WRITES: Record<string, string> = {
  'POST /wps/session/login': 'credentials, per-network lock, captcha after failures',
  'POST /wps/session/login/verification': 'the parked login challenge and its code',
  'POST /wps/session/login/verification/send': 'the parked login challenge',
  'POST /wps/session/login/remember': 'a remember-me token',
  'POST /wps/session/login/freeplay': 'public by design: a trial account with demo money only',
  'PUT /wps/member/register': 'public by design: registration rules and captcha',
  'PUT /wps/member/register/mobile': 'public by design: an SMS code to the number',
  'POST /wps/member/password/email': 'sends a code only to the account’s own email',
  'POST /wps/member/password/email/reset': 'the emailed code',
  'POST /wps/member/password/sms': 'sends a code only to the account’s own phone',
  'POST /wps/member/password/verification': 'the SMS code',
  'POST /wps/verification/sms/noLogin': 'sends a code; throttled per number',
  'POST /wps/verification/sms/register': 'sends a code; throttled per number',
  'POST /wps/operator/login': 'password and TOTP',
  'POST /wps/operator/login/enrol':
    'a ten-minute enrolment ticket only the right password gets, and the first TOTP code',
  'POST /wps/payment/callback/:gateway': 'the gateway’s signature',
  'POST /sandbox-pay/:id/:token': 'the order’s signed pay link (sandbox only, never in production)',
  'POST /provider/v1/:vendor/authenticate': 'the vendor’s HMAC signature',
  'POST /provider/v1/:vendor/balance': 'the vendor’s HMAC signature',
  'POST /provider/v1/:vendor/debit': 'the vendor’s HMAC signature',
  'POST /provider/v1/:vendor/credit': 'the vendor’s HMAC signature',
  'POST /provider/v1/:vendor/rollback': 'the vendor’s HMAC signature',
  'POST /provider/v1/:vendor/bets': 'the vendor’s HMAC signature',
  'POST /house/transfer/v1/deposit': 'the platform’s HMAC signature',
  'POST /house/transfer/v1/withdraw': 'the platform’s HMAC signature',
  'POST /house/transfer/v1/status': 'the platform’s HMAC signature',
  'POST /house/transfer/v1/balance': 'the platform’s HMAC signature',
  'POST /house/api/session': 'a one-time launch ticket from a signed-in member',
  'POST /house/api/client-seed': 'the house game window’s session token',
  'POST /house/api/tables/:id/bets': 'the house game window’s session token',
  'POST /house/api/slots/:game/spin': 'the house game window’s session token',
  'POST /house/api/fish/shoot': 'the house game window’s session token',
  'POST /house/api/pvp/tables/:id/sit': 'the house game window’s session token',
  'POST /house/api/pvp/tables/:id/leave': 'the house game window’s session token',
  'POST /house/api/pvp/tables/:id/ready': 'the house game window’s session token',
  'POST /house/api/pvp/tables/:id/act': 'the house game window’s session token',
  'POST /house/api/sports/bets': 'the house game window’s session token',
};

type Route = { method: string; url: string; auth?: string; roles?: string[] };
let database: Database;
let app: App;
let merchant: Record<string, string>;
const routes: Route[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  // Outside production, so the demo-only routes are in the inventory too.
  app = await buildApp({
    config: testConfig(),
    database,
    onRoute: (r) => {
      const config = (r.config ?? {}) as { auth?: string; roles?: string[] };
      for (const method of [r.method].flat())
        if (method !== 'HEAD') routes.push({ method, url: r.url, auth: config.auth, roles: config.roles });
    },
  });
  await app.ready();
  merchant = (await createMerchant(database)).headers;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const key = (r: Route) => `${r.method} ${r.url}`;
const writes = () => routes.filter((r) => r.method !== 'GET');
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');
const call = (r: Route) =>
  app.inject({ method: r.method as 'POST', url: concrete(r.url), headers: merchant, payload: {} });

describe('route inventory', () => {
  it('every route that writes is guarded or listed with what protects it', () => {
    const unguarded = writes()
      .filter((r) => !r.auth && !r.roles)
      .map(key);
    expect(unguarded.filter((k) => !(k in PUBLIC_WRITES))).toEqual([]);
    expect(Object.keys(PUBLIC_WRITES).filter((k) => !unguarded.includes(k))).toEqual([]);
  });

  it('a member route answers 401 to a caller without a session, before reading the body', async () => {
    for (const r of routes.filter((x) => x.auth)) {
      const res = await call(r);
      expect({ route: key(r), status: res.statusCode, code: res.json().errorCode }).toEqual({
        route: key(r),
        status: 401,
        code: 'login.not.session',
      });
    }
  });

  it('an operator route and a public write change nothing for a caller with no credentials', async () => {
    for (const r of writes().filter((x) => !x.auth)) {
      const res = await call(r);
      expect({ route: key(r), refused: res.statusCode >= 400 }).toEqual({ route: key(r), refused: true });
    }
  });
});
