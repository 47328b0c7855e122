/**
 * An account an agent opens without choosing its password gets a random one-time password, answered
 * once to the agent, never the brand's default password that every player handed one would know
 * (and anyone could sign in with before them). A resend under the agent's key does not answer it
 * again, and nothing stored holds it. The brand's default password is for admins' eyes only.
 */
import { PATTERN_SOURCES } from '@mekong/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { auditLog, idempotencyKeys, merchants } from '../src/platform/db/schema.ts';
import { login, sealedCall } from './helpers/accounts.ts';
import { newAgent } from './helpers/agents.ts';
import { createMerchant, openTestDatabase, testApp, uniqueCode } from './helpers/app.ts';
import { operatorToken } from './helpers/money.ts';

let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;
let defaultPassword: string;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  m = await createMerchant(database);
  const [row] = await database.db.select().from(merchants).where(eq(merchants.id, m.id));
  defaultPassword = row?.defaultPassword ?? '';
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type Headers = Record<string, string>;
const open = (auth: Headers, payload: Record<string, unknown>) =>
  sealedCall(app, { url: '/wps/agent/downline', headers: auth, payload });
const username = () => uniqueCode('p').slice(0, 12);
const signIn = (headers: Headers, account: string, password: string) =>
  login(app, headers, { username: account, password });

/** The brand's default rule: 6 to 20 letters and digits, with both. */
const LETTERS_AND_DIGITS = /^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]{10}$/;

describe('an account opened without a password', () => {
  it('gets a one-time password answered to the agent, which signs in once and must be changed', async () => {
    const agent = await newAgent(app, m.headers, m.id);
    const name = username();
    const res = await open(agent.auth, { username: name, accountType: 'PLAYER' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const opened = res.json().value;
    expect(opened).toMatchObject({ account: name, mustChangePassword: true });
    const password = opened.temporaryPassword as string;
    expect(password).toMatch(LETTERS_AND_DIGITS);
    expect(password).not.toBe(defaultPassword);

    // The brand's default password is not this account's.
    const guessed = await signIn(m.headers, name, defaultPassword);
    expect([guessed.statusCode, guessed.json().errorCode]).toEqual([401, 'login.cred.err']);

    const first = await signIn(m.headers, name, password);
    expect(first.json()).toMatchObject({ success: true, value: { forceChangePassword: true } });
    const auth = { ...m.headers, authorization: first.json().value.token };
    const early = await app.inject({ url: '/wps/v2/wallets/balance', headers: auth });
    expect(early.json().errorCode).toBe('password.change.required');
    const change = await sealedCall(app, {
      url: '/wps/member/password',
      headers: auth,
      payload: { oldPassword: password, newPassword: 'mine1234', confirmNewPassword: 'mine1234' },
    });
    expect(change.statusCode).toBe(200);
    // Once changed, the one-time password is spent.
    expect((await signIn(m.headers, name, password)).json().errorCode).toBe('login.cred.err');
    expect((await signIn(m.headers, name, 'mine1234')).json().value).toMatchObject({ forceChangePassword: false });
  });

  it('gets a password of its own: two openings, two passwords', async () => {
    const agent = await newAgent(app, m.headers, m.id);
    const [a, b] = await Promise.all([
      open(agent.auth, { username: username(), accountType: 'PLAYER' }),
      open(agent.auth, { username: username(), accountType: 'AGENT' }),
    ]);
    const [pa, pb] = [a?.json().value.temporaryPassword, b?.json().value.temporaryPassword];
    expect(pa).toMatch(LETTERS_AND_DIGITS);
    expect(pb).toMatch(LETTERS_AND_DIGITS);
    expect(pa).not.toBe(pb);
    // Each signs in its own account only.
    expect((await signIn(m.headers, b?.json().value.account, pa)).json().errorCode).toBe('login.cred.err');
    expect((await signIn(m.headers, b?.json().value.account, pb)).json().success).toBe(true);
  });

  it('is not answered again to a resend under the same key, and is kept nowhere but as a hash', async () => {
    const agent = await newAgent(app, m.headers, m.id);
    const name = username();
    const key = uniqueCode('open');
    const body = { username: name, accountType: 'PLAYER', idempotencyKey: key };
    const first = (await open(agent.auth, body)).json().value;
    const password = first.temporaryPassword as string;
    expect(password).toMatch(LETTERS_AND_DIGITS);

    const resent = await open(agent.auth, body);
    expect(resent.statusCode).toBe(200);
    const { temporaryPassword: _shown, ...rest } = first;
    expect(resent.json().value).toEqual(rest);
    expect(resent.json().value).not.toHaveProperty('temporaryPassword');

    const [stored] = await database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.merchantId, m.id), eq(idempotencyKeys.key, key)));
    expect(stored?.response).toEqual(rest);
    const lines = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, m.id), eq(auditLog.actorId, String(agent.member.id))));
    expect(lines.map((l) => l.action)).toContain('agent.downline.open');
    expect(JSON.stringify(lines)).not.toContain(password);
    // The password answered the first time is the account's.
    expect((await signIn(m.headers, name, password)).json().value).toMatchObject({ forceChangePassword: true });
  });

  it('follows the brand’s password rule', async () => {
    const digits = await createMerchant(database);
    await database.db
      .update(merchants)
      .set({ registerRules: { password: { patternId: 6, acceptedPattern: '^[0-9]+$', minLength: 6, maxLength: 8 } } })
      .where(eq(merchants.id, digits.id));
    const agent = await newAgent(app, digits.headers, digits.id);
    const name = username();
    const opened = (await open(agent.auth, { username: name, accountType: 'PLAYER' })).json().value;
    expect(opened.temporaryPassword).toMatch(/^[0-9]{8}$/);
    expect((await signIn(digits.headers, name, opened.temporaryPassword)).json().success).toBe(true);
  });

  it('is asked of the agent where the brand’s rule admits no password the server can make, never defaulted', async () => {
    const odd = await createMerchant(database);
    // Pattern 3 is an e-mail address: no password drawn from letters and digits meets it.
    await database.db
      .update(merchants)
      .set({ registerRules: { password: { patternId: 3, acceptedPattern: PATTERN_SOURCES[3], minLength: 6 } } })
      .where(eq(merchants.id, odd.id));
    const agent = await newAgent(app, odd.headers, odd.id);
    const name = username();
    const refused = await open(agent.auth, { username: name, accountType: 'PLAYER' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errorCode: 'request.param.err', value: { fields: { password: {} } } });
    expect(Object.keys(refused.json().value.fields)).toEqual(['password']);
    const chosen = await open(agent.auth, { username: name, password: 'dara@mekong.test', accountType: 'PLAYER' });
    expect(chosen.json()).toMatchObject({ success: true, value: { account: name } });
    expect(chosen.json().value).not.toHaveProperty('temporaryPassword');
  });
});

describe('an account opened with the agent’s password', () => {
  it('signs in with that password as before, and the answer carries none', async () => {
    const agent = await newAgent(app, m.headers, m.id);
    const name = username();
    const res = await open(agent.auth, { username: name, password: 'start123', accountType: 'PLAYER' });
    expect(res.json()).toMatchObject({ success: true, value: { account: name, mustChangePassword: true } });
    expect(res.json().value).not.toHaveProperty('temporaryPassword');
    expect((await signIn(m.headers, name, 'start123')).json().value).toMatchObject({ forceChangePassword: true });
    expect((await signIn(m.headers, name, defaultPassword)).json().errorCode).toBe('login.cred.err');
  });
});

describe('the brand’s default password in its settings', () => {
  const read = (headers: Headers) => app.inject({ url: '/wps/operator/merchant/settings', headers });
  const staff = async (role: 'admin' | 'content' | 'lottery' | 'finance' | 'risk' | 'support') => ({
    ...m.headers,
    authorization: (await operatorToken(app, m.headers, m.id, role)).token,
  });

  it('is answered to admins and left out for every other role', async () => {
    const admin = await read(await staff('admin'));
    expect(admin.json().value.defaultPassword).toBe(defaultPassword);
    for (const role of ['content', 'lottery', 'finance', 'risk', 'support'] as const) {
      const res = await read(await staff(role));
      expect({ role, status: res.statusCode }).toEqual({ role, status: 200 });
      expect(res.json().value).not.toHaveProperty('defaultPassword');
      expect(res.json().value).toMatchObject({ code: m.code });
      expect(res.body).not.toContain(defaultPassword);
    }
  });

  it('is changed by an admin without its value in the audit line', async () => {
    const brand = await createMerchant(database);
    const admin = {
      ...brand.headers,
      authorization: (await operatorToken(app, brand.headers, brand.id, 'admin')).token,
    };
    const res = await app.inject({
      method: 'PATCH',
      url: '/wps/operator/merchant/settings',
      headers: admin,
      payload: { defaultPassword: 'brandNew2468' },
    });
    expect(res.json().value.defaultPassword).toBe('brandNew2468');
    const [line] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, brand.id), eq(auditLog.action, 'merchant.settings')));
    expect(line?.details).toMatchObject({
      before: { defaultPassword: '(changed)' },
      after: { defaultPassword: '(changed)' },
    });
    expect(JSON.stringify(line?.details)).not.toContain('brandNew2468');
    expect(JSON.stringify(line?.details)).not.toContain(defaultPassword);
  });
});
