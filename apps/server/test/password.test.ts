import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { lastCode, login, loginToken, makeMember, sealedCall, solvedCaptcha, uniquePhone } from './helpers/accounts.ts';
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

const auth = (token: string) => ({ ...m.headers, authorization: token });
const change = (token: string, payload: unknown) =>
  sealedCall(app, { url: '/wps/member/password', headers: auth(token), payload });
const info = (token: string) => app.inject({ url: '/wps/member/info', headers: auth(token) });

describe('changing the password', () => {
  it('checks the old password, the confirmation and the rule, then ends the other sessions', async () => {
    const member = await makeMember(app, m.id, { password: 'first123' });
    const here = await loginToken(app, m.headers, member);
    const elsewhere = await loginToken(app, m.headers, member);
    const ask = (oldPassword: string, newPassword: string, confirmNewPassword = newPassword) =>
      change(here, { oldPassword, newPassword, confirmNewPassword });
    expect((await ask('wrong123', 'second12')).json().errorCode).toBe('modify.old.pwd.err');
    expect((await ask('first123', 'second12', 'second13')).json().errorCode).toBe('modify.new.confirm.diff');
    expect((await ask('first123', 'short')).json().value.fields.newPassword.key).toBe('pattern_5');
    expect((await ask('first123', 'first123')).json().errorCode).toBe('password.same.as.old');
    expect((await ask('first123', 'abc123456')).json().errorCode).toBe('password.same.as.old');
    const ok = await ask('first123', 'second12');
    expect(ok.statusCode).toBe(200);
    expect((await info(here)).statusCode).toBe(200);
    expect((await info(elsewhere)).json().errorCode).toBe('user.token.expired');
    expect((await login(app, m.headers, { username: member.account, password: 'first123' })).statusCode).toBe(401);
    expect((await login(app, m.headers, { username: member.account, password: 'second12' })).statusCode).toBe(200);
  });

  it('stops comparing the current password after five wrong ones, so a stolen session cannot guess it', async () => {
    const member = await makeMember(app, m.id, { password: 'first123' });
    const token = await loginToken(app, m.headers, member);
    const ask = (oldPassword: string) =>
      change(token, { oldPassword, newPassword: 'taken123', confirmNewPassword: 'taken123' });
    // The same wrong value sent again is one try, not two.
    for (const guess of ['guess001', 'guess001', 'guess002', 'guess003', 'guess004', 'guess005'])
      expect((await ask(guess)).json().errorCode).toBe('modify.old.pwd.err');
    const locked = await ask('guess006');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errorCode).toBe('modify.old.pwd.locked');
    // Not even the right one is compared now: the password stays the owner's.
    expect((await ask('first123')).json().errorCode).toBe('modify.old.pwd.locked');
    expect((await login(app, m.headers, { username: member.account, password: 'first123' })).statusCode).toBe(200);
  });

  it('clears the forced change of the default password', async () => {
    const member = await makeMember(app, m.id, { password: 'abc123456' });
    const value = (await login(app, m.headers, { username: member.account, password: 'abc123456' })).json().value;
    expect(value.forceChangePassword).toBe(true);
    expect((await info(value.token)).json().value.forceChangePassword).toBe(true);
    await change(value.token, { oldPassword: 'abc123456', newPassword: 'mine1234', confirmNewPassword: 'mine1234' });
    expect((await info(value.token)).json().value.forceChangePassword).toBe(false);
  });
});

describe('forgot password by email', () => {
  it('mails a code only for a matching username and email, and the code sets a new password once', async () => {
    const email = `${uniquePhone()}@example.com`;
    const member = await makeMember(app, m.id, { email });
    const old = await loginToken(app, m.headers, member);
    const wrong = await app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: m.headers,
      payload: { username: member.account, email: 'x@example.com' },
    });
    expect(wrong.json().errorCode).toBe('not.exists.account.err');
    const form = await app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { ...m.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${member.account}&email=${encodeURIComponent(email.toUpperCase())}`,
    });
    expect(form.json().success).toBe(true);
    const mail = (await app.inject({ url: `/wps/dev/outbox?to=${email}`, headers: m.headers })).json().value[0];
    expect(mail).toMatchObject({ channel: 'EMAIL', subject: expect.any(String) });
    expect(mail.body).toContain(`resetCode=`);
    const code = await lastCode(app, m.headers, email);
    const reset = (c: string) =>
      sealedCall(app, {
        url: '/wps/member/password/email/reset',
        headers: m.headers,
        payload: { username: member.account, code: c, newPassword: 'fresh123' },
      });
    expect((await reset(code)).statusCode).toBe(200);
    expect((await reset(code)).json().errorCode).toBe('validate_verification_code_error');
    expect((await info(old)).statusCode).toBe(401);
    expect((await login(app, m.headers, { username: member.account, password: 'fresh123' })).statusCode).toBe(200);
  });
});

describe('forgot password by phone', () => {
  it('sends a code to a registered number and signs in with the new password', async () => {
    const phone = uniquePhone();
    const member = await makeMember(app, m.id, { mobile: phone, countryDialingCode: '855' });
    const send = await app.inject({
      method: 'POST',
      url: '/wps/member/password/sms',
      headers: m.headers,
      payload: { mobileNum: phone, countryDialingCode: '855' },
    });
    expect(send.json().value.expiredMinutes).toBe(5);
    const code = await lastCode(app, m.headers, `+855${phone}`);
    const res = await sealedCall(app, {
      url: '/wps/member/password/verification',
      headers: m.headers,
      payload: { mobileNum: phone, countryDialingCode: '855', verificationCode: code, newPassword: 'phone123' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ id: member.id, forceChangePassword: false });
    expect((await info(res.json().value.token)).statusCode).toBe(200);
  });
});

describe('brute force', () => {
  it('1,000 wrong passwords from many IPs never grant a session; the owner still signs in, and recovers by phone', async () => {
    const phone = uniquePhone();
    const member = await makeMember(app, m.id, { mobile: phone, countryDialingCode: '855' });
    await loginToken(app, m.headers, member);
    const codes = new Map<string, number>();
    const ATTEMPTS = 1000;
    const BATCH = 50;
    for (let i = 0; i < ATTEMPTS; i += BATCH) {
      const batch = Array.from({ length: BATCH }, (_, j) =>
        login(
          app,
          m.headers,
          { username: member.account, password: `guess${i + j}x` },
          `172.16.${(i + j) >> 8}.${(i + j) & 255}`,
        ),
      );
      for (const res of await Promise.all(batch)) {
        expect(res.statusCode).not.toBe(200);
        expect(res.json().value?.token).toBeUndefined();
        const code = res.json().errorCode as string;
        codes.set(code, (codes.get(code) ?? 0) + 1);
      }
    }
    // Past three tries every guess needs a solved captcha, and none is compared without one.
    expect(codes.get('login.cred.err')).toBe(3);
    expect(codes.get('captcha.required')).toBe(ATTEMPTS - 3);
    // The owner is not shut out: the right password with a solved captcha gets in (decision 0004).
    const right = await login(app, m.headers, {
      username: member.account,
      password: member.password,
      ...(await solvedCaptcha(app, m.headers)),
    });
    expect(right.statusCode).toBe(200);

    await app.inject({
      method: 'POST',
      url: '/wps/member/password/sms',
      headers: m.headers,
      payload: { mobileNum: phone, countryDialingCode: '855' },
    });
    const code = await lastCode(app, m.headers, `+855${phone}`);
    const reset = await sealedCall(app, {
      url: '/wps/member/password/verification',
      headers: m.headers,
      payload: { mobileNum: phone, countryDialingCode: '855', verificationCode: code, newPassword: 'owner123' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(app, m.headers, { username: member.account, password: 'owner123' })).statusCode).toBe(200);
  });
});
