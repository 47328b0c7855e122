/** The last sign-in the player site shows once after signing in: the one before this session. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { loginToken, makeMember } from './helpers/accounts.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';

let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  m = await createMerchant(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const lastLogin = (token: string) =>
  app.inject({ url: '/wps/member/last-login', headers: { ...m.headers, authorization: `Bearer ${token}` } });

describe('GET /wps/member/last-login', () => {
  it('is null on the first sign-in, then names the sign-in before this session, ended or not', async () => {
    const member = await makeMember(app, m.id);
    const first = await loginToken(app, m.headers, member);
    const none = await lastLogin(first);
    expect(none.statusCode).toBe(200);
    expect(none.json().value).toBeNull();

    const second = await loginToken(app, m.headers, member);
    const seen = (await lastLogin(second)).json().value;
    expect(seen).toMatchObject({ ip: '127.0.0.1' });
    // The first session's start, not this one's: still the same after this session is read again.
    expect(Date.parse(seen.at)).toBeLessThanOrEqual(Date.now());
    const logout = await app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { ...m.headers, authorization: `Bearer ${second}` },
    });
    expect(logout.statusCode).toBe(200);

    const third = await loginToken(app, m.headers, member);
    const after = (await lastLogin(third)).json().value;
    expect(Date.parse(after.at)).toBeGreaterThan(Date.parse(seen.at));
    // The first session is still open and reads its own predecessor: none.
    expect((await lastLogin(first)).json().value).toBeNull();
  });

  it('needs a session', async () => {
    const res = await app.inject({ url: '/wps/member/last-login', headers: m.headers });
    expect(res.statusCode).toBe(401);
  });
});
