import fs from 'node:fs';
import path from 'node:path';
import { PATTERN_SOURCES, REGISTER_FIELDS } from '@mekong/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { members, merchantModules, merchants } from '../src/platform/db/schema.ts';
import { lastCode, makeMember, sealedCall, solvedCaptcha, solvedSlider, uniquePhone } from './helpers/accounts.ts';
import { createMerchant, openTestDatabase, testApp, uniqueCode } from './helpers/app.ts';

let database: Database;
let app: App;
/** Captcha and slider off, so most tests exercise the rules alone. */
let plain: Awaited<ReturnType<typeof createMerchant>>;

async function merchantWith(rules: Record<string, unknown>, modules: Record<string, boolean> = {}) {
  const m = await createMerchant(database);
  await database.db.update(merchants).set({ registerRules: rules }).where(eq(merchants.id, m.id));
  const mods = { GEETEST3: false, ...modules };
  await database.db
    .insert(merchantModules)
    .values(Object.entries(mods).map(([modId, enabled]) => ({ merchantId: m.id, modId, enabled })));
  return m;
}

const WEB_PUBLIC = path.resolve(import.meta.dirname, '../../web/public');
const NO_CAPTCHA = { captcha: { enabled: false } };

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  plain = await merchantWith(NO_CAPTCHA);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const user = (extra: Record<string, unknown> = {}) => {
  const username = uniqueCode('u').slice(0, 12);
  return {
    username,
    password: 'abc12345',
    confirmPassword: 'abc12345',
    ageConfirmed: true,
    termsAccepted: true,
    login: true,
    ...extra,
  };
};
const register = (m: { headers: Record<string, string> }, payload: unknown, url = '/wps/member/register') =>
  sealedCall(app, { method: 'PUT', url, headers: m.headers, payload });
const memberCount = async (merchantId: number) =>
  (await database.db.select({ n: count() }).from(members).where(eq(members.merchantId, merchantId)))[0]?.n ?? 0;

describe('registration rules', () => {
  it('publishes one rule per field', async () => {
    const res = await app.inject({ url: '/wps/system/setting/register', headers: plain.headers });
    const rules = res.json().value;
    expect(Object.keys(rules).sort()).toEqual([...REGISTER_FIELDS].sort());
    expect(rules.username).toMatchObject({
      enabled: true,
      required: true,
      patternId: 1,
      acceptedPattern: PATTERN_SOURCES[1],
    });
  });

  it('applies the merchant overrides', async () => {
    const m = await merchantWith({
      ...NO_CAPTCHA,
      username: { patternId: 6, acceptedPattern: PATTERN_SOURCES[6], minLength: 8, maxLength: 8 },
    });
    const rules = (await app.inject({ url: '/wps/system/setting/register', headers: m.headers })).json().value;
    expect(rules.username).toMatchObject({ patternId: 6, minLength: 8 });
    expect((await register(m, user({ username: 'abcdefgh' }))).json().value.fields.username.key).toBe('pattern_6');
    expect((await register(m, user({ username: '12345678' }))).statusCode).toBe(200);
  });
});

describe('countries', () => {
  it('lists dialing codes with a flag image that the web app ships', async () => {
    const res = await app.inject({ url: '/wps/system/country', headers: plain.headers });
    const { countries } = res.json().value as {
      countries: { countryCode: string; countryDialingCode: string; flag: string }[];
    };
    expect(countries[0]).toMatchObject({ countryCode: 'KH', countryDialingCode: '855' });
    for (const c of countries) {
      expect(fs.existsSync(path.join(WEB_PUBLIC, c.flag)), c.flag).toBe(true);
    }
  });
});

describe('username registration', () => {
  it('creates the account, signs it in and keeps only hashes', async () => {
    const body = user({ email: 'New.Player@Example.com', payeeName: 'Sok Dara' });
    const res = await register(plain, body);
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ userName: body.username, token: expect.any(String) });
    const me = await app.inject({ url: '/wps/member/info', headers: { ...plain.headers, authorization: value.token } });
    expect(me.json().value).toMatchObject({
      account: body.username,
      payeeName: 'Sok Dara',
      email: 'ne***@example.com',
    });
    const balance = await app.inject({
      url: '/wps/v2/wallets/balance',
      headers: { ...plain.headers, authorization: value.token },
    });
    expect(balance.json().value).toMatchObject({ sumBalance: '0', currency: 'USD', balance: [] });
    const [row] = await database.db.select().from(members).where(eq(members.id, value.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.email).toBe('new.player@example.com');
  });

  it('reports every broken rule at once and writes nothing', async () => {
    const before = await memberCount(plain.id);
    const res = await register(
      plain,
      user({ username: '1x', password: 'abcdefg', confirmPassword: 'other', email: 'not-an-email' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields).toMatchObject({
      username: { key: 'pattern_1', min: 6, max: 16 },
      password: { key: 'pattern_5', min: 6, max: 20 },
      confirmPassword: { key: 'inconsistent_twice' },
      email: { key: 'pattern_3' },
    });
    expect(await memberCount(plain.id)).toBe(before);
  });

  it('needs the age confirmation and the terms', async () => {
    expect((await register(plain, user({ ageConfirmed: false }))).json().errorCode).toBe('register.underage');
    expect((await register(plain, user({ termsAccepted: undefined }))).json().errorCode).toBe(
      'register.terms.required',
    );
    const m = await merchantWith({ ...NO_CAPTCHA, birthday: { enabled: true } });
    const young = new Date().getUTCFullYear() - 17;
    const res = await register(m, user({ birthday: `${young}-01-01` }));
    expect(res.json().value.fields.birthday.key).toBe('register_underage');
  });

  it('refuses a taken username in any case', async () => {
    const body = user();
    expect((await register(plain, body)).statusCode).toBe(200);
    const again = await register(plain, { ...body, username: body.username.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('exists.username.err');
  });

  it('places the member under the agent of a valid invitation code', async () => {
    const agent = await makeMember(app, plain.id, {
      type: 1,
      affiliateCode: `INV${uniqueCode('').slice(1, 7).toUpperCase()}`,
    });
    const [row] = await database.db.select().from(members).where(eq(members.id, agent.id));
    const code = row?.affiliateCode ?? '';
    const check = await app.inject({
      url: `/wps/agent/affiliate?code=${code}&domain=${plain.code}.test`,
      headers: plain.headers,
    });
    expect(check.json().success).toBe(true);
    const wrongDomain = await app.inject({
      url: `/wps/agent/affiliate?code=${code}&domain=evil.example`,
      headers: plain.headers,
    });
    expect(wrongDomain.json().errorCode).toBe('affiliate.code.invalid');
    const res = await register(plain, user({ affiliateCode: code.toLowerCase() }));
    const me = await app.inject({
      url: '/wps/member/info',
      headers: { ...plain.headers, authorization: res.json().value.token },
    });
    expect(me.json().value.toUpline).toBe(agent.account);
    expect((await register(plain, user({ affiliateCode: 'NOSUCH99' }))).json().errorCode).toBe(
      'affiliate.code.invalid',
    );
    const member = await makeMember(app, plain.id, { affiliateCode: 'PLAYER01' });
    expect(member.id).toBeGreaterThan(0);
    expect((await register(plain, user({ affiliateCode: 'PLAYER01' }))).json().errorCode).toBe(
      'affiliate.code.invalid',
    );
  });

  it('checks the captcha and the slider when the merchant has them', async () => {
    const m = await merchantWith({}, { GEETEST3: true });
    expect((await register(m, user())).json().errorCode).toBe('captcha.required');
    const captcha = await solvedCaptcha(app, m.headers);
    expect((await register(m, user(captcha))).json().errorCode).toBe('slider.required');
    const res = await register(
      m,
      user({ ...(await solvedCaptcha(app, m.headers)), verification: await solvedSlider(app, m.headers) }),
    );
    expect(res.statusCode).toBe(200);
  });
});

describe('mobile registration', () => {
  it('sends a code to a new number and registers with it once', async () => {
    const phone = uniquePhone();
    const send = await app.inject({
      url: `/wps/verification/sms/register?mobileNo=${phone}&countryDialingCode=855`,
      headers: plain.headers,
    });
    expect(send.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const code = await lastCode(app, plain.headers, `+855${phone}`);
    const body = {
      mobileNum: phone,
      countryDialingCode: '855',
      password: 'abc12345',
      verificationCode: code,
      ageConfirmed: true,
      termsAccepted: true,
      login: true,
    };
    const wrong = await register(
      plain,
      { ...body, verificationCode: '000000' === code ? '111111' : '000000' },
      '/wps/member/register/mobile',
    );
    expect(wrong.json().errorCode).toBe('validate_verification_code_error');
    const res = await register(plain, body, '/wps/member/register/mobile');
    expect(res.statusCode).toBe(200);
    expect(res.json().value.userName).toBe(phone);
    const taken = await app.inject({
      url: `/wps/verification/sms/register?mobileNo=${phone}&countryDialingCode=855`,
      headers: plain.headers,
    });
    expect(taken.json().errorCode).toBe('exists.mobile.err');
  });

  it('refuses a code for another number and an invalid number', async () => {
    const bad = await app.inject({
      url: '/wps/verification/sms/register?mobileNo=12ab&countryDialingCode=855',
      headers: plain.headers,
    });
    expect(bad.json().value.fields.mobileNum.key).toBe('pattern_6');
    const phone = uniquePhone();
    await app.inject({
      url: `/wps/verification/sms/register?mobileNo=${phone}&countryDialingCode=855`,
      headers: plain.headers,
    });
    const code = await lastCode(app, plain.headers, `+855${phone}`);
    const res = await register(
      plain,
      {
        mobileNum: uniquePhone(),
        countryDialingCode: '855',
        password: 'abc12345',
        verificationCode: code,
        ageConfirmed: true,
        termsAccepted: true,
      },
      '/wps/member/register/mobile',
    );
    expect(res.json().errorCode).toBe('validate_verification_code_error');
  });

  it('is refused when the merchant switches mobile registration off', async () => {
    const m = await merchantWith(NO_CAPTCHA, { MOBILENUMREG3: false });
    const res = await register(m, { mobileNum: uniquePhone(), password: 'abc12345' }, '/wps/member/register/mobile');
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('function.not.available');
  });
});

describe('hostile input', () => {
  const HOSTILE = [
    "x' OR '1'='1",
    "robert'); DROP TABLE members;--",
    '<script>alert(1)</script>',
    '😀😀😀😀😀😀',
    'a'.repeat(10_240),
    '\u0000nul',
  ];

  it('answers every hostile value with a field error or a stable code, never a 500, and leaves no account', async () => {
    const before = await memberCount(plain.id);
    for (const value of HOSTILE) {
      for (const field of ['username', 'password', 'email', 'payeeName', 'mobileNum', 'affiliateCode']) {
        const res = await register(
          plain,
          user({ [field]: value, confirmPassword: field === 'password' ? value : 'abc12345' }),
        );
        expect(res.statusCode, `${field}=${value.slice(0, 20)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json().success).toBe(false);
        expect(res.json().errorCode).toEqual(expect.any(String));
      }
    }
    for (const wrongType of [{ username: 42 }, { password: ['a'] }, { ageConfirmed: 'yes' }, null, 'text']) {
      const res = await register(
        plain,
        wrongType === null || typeof wrongType === 'string' ? wrongType : user(wrongType),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('request.param.err');
    }
    expect(await memberCount(plain.id)).toBe(before);
    const tables = await database.db.select({ n: count() }).from(members);
    expect(tables[0]?.n).toBeGreaterThan(0);
  });
});

describe('the address an account was made from', () => {
  it('is known, so only a login from elsewhere is asked for a second proof', async () => {
    const body = user({ login: false, payeeName: 'Sok Dara' });
    await sealedCall(app, {
      method: 'PUT',
      url: '/wps/member/register',
      headers: plain.headers,
      payload: body,
      remoteAddress: '10.77.0.1',
    });
    const login = (ip: string) =>
      sealedCall(app, {
        url: '/wps/session/login',
        headers: plain.headers,
        remoteAddress: ip,
        payload: { username: body.username, password: body.password },
      });
    expect((await login('10.77.0.1')).statusCode).toBe(200);
    const elsewhere = await login('10.77.0.2');
    expect(elsewhere.json()).toMatchObject({ errorCode: 'login_verify_required', value: { methods: ['REALNAME'] } });
  });
});
