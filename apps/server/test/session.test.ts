import { and, eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { DAILY_CAP } from '../src/modules/verification/codes.ts';
import { hashToken } from '../src/platform/auth/tokens.ts';
import type { Database } from '../src/platform/db/index.ts';
import { attemptCounters, merchantModules, sessions, verificationCodes } from '../src/platform/db/schema.ts';
import {
  authNotice,
  lastCode,
  login,
  loginToken,
  makeMember,
  randomIp,
  sealedCall,
  setMember,
  solvedCaptcha,
  solvedSlider,
  uniquePhone,
} from './helpers/accounts.ts';
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

const info = (token: string, headers = m.headers) =>
  app.inject({ url: '/wps/member/info', headers: { ...headers, authorization: token } });

describe('login by username and password', () => {
  it('answers a token that opens member info, with the account in any case', async () => {
    const member = await makeMember(app, m.id, { password: 'secret12' });
    const res = await login(app, m.headers, { username: member.account.toUpperCase(), password: 'secret12' });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({
      id: member.id,
      userName: member.account,
      firstTimeLogin: false,
      passwordExpired: false,
    });
    const me = await info(`Bearer ${value.token}`);
    expect(me.statusCode).toBe(200);
    expect(me.json().value).toMatchObject({ account: member.account, type: 0, isAgent: false });
    expect(me.body).not.toContain('passwordHash');
  });

  it('stores only a hash of the token', async () => {
    const member = await makeMember(app, m.id);
    const token = await loginToken(app, m.headers, member);
    const rows = await database.db.select().from(sessions).where(eq(sessions.memberId, member.id));
    expect(rows.map((r) => r.tokenHash)).toEqual([hashToken(token)]);
  });

  it('refuses a wrong password and an unknown account the same way', async () => {
    const member = await makeMember(app, m.id);
    const wrong = await login(app, m.headers, { username: member.account, password: 'nope1234' }, randomIp());
    const unknown = await login(app, m.headers, { username: 'nobody999', password: 'nope1234' }, randomIp());
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ errorCode: 'login.cred.err', value: { captcha: false } });
    }
  });

  it('demands a captcha after three failures and lets the right answer through', async () => {
    const member = await makeMember(app, m.id);
    const ip = randomIp();
    const bad = { username: member.account, password: 'wrong999' };
    const flags = [];
    for (let i = 0; i < 3; i++) flags.push((await login(app, m.headers, bad, ip)).json().value.captcha);
    expect(flags).toEqual([false, false, true]);
    const noCaptcha = await login(app, m.headers, { username: member.account, password: member.password }, ip);
    expect(noCaptcha.json()).toMatchObject({ errorCode: 'captcha.required', value: { captcha: true } });
    const wrongCaptcha = await login(
      app,
      m.headers,
      { ...bad, password: member.password, captchaKey: 'nokey1234', captcha: 'ZZZZ' },
      ip,
    );
    expect(wrongCaptcha.json().errorCode).toBe('captcha.invalid');
    const ok = await login(
      app,
      m.headers,
      { username: member.account, password: member.password, ...(await solvedCaptcha(app, m.headers)) },
      ip,
    );
    expect(ok.statusCode).toBe(200);
  });

  it('locks one network out of an account after ten failures there, even for the right password', async () => {
    const member = await makeMember(app, m.id);
    const ip = randomIp();
    for (let i = 0; i < 10; i++) {
      await login(
        app,
        m.headers,
        { username: member.account, password: `bad${i}xyz`, ...(await solvedCaptcha(app, m.headers)) },
        ip,
      );
    }
    const right = { username: member.account, password: member.password };
    const res = await login(app, m.headers, { ...right, ...(await solvedCaptcha(app, m.headers)) }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().errorCode).toBe('login.pwd.forbidden.err');
    expect(res.json().value.lockedUntil).toEqual(expect.any(String));
    // The lock is on that network, not on the account (decision 0004).
    const elsewhere = await login(app, m.headers, { ...right, ...(await solvedCaptcha(app, m.headers)) }, randomIp());
    expect(elsewhere.statusCode).toBe(200);
  });

  it('refuses trial accounts and disabled accounts', async () => {
    const trial = await makeMember(app, m.id, { type: 4 });
    expect((await login(app, m.headers, { username: trial.account, password: trial.password })).json().errorCode).toBe(
      'login.non.member',
    );
    const disabled = await makeMember(app, m.id, { status: 'DISABLED' });
    const res = await login(app, m.headers, { username: disabled.account, password: disabled.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('login.denied');
  });

  it('asks for a new password on the default password, a first login by an agent-made account, or expiry', async () => {
    const fresh = await makeMember(app, m.id, { password: 'abc123456' });
    expect(
      (await login(app, m.headers, { username: fresh.account, password: 'abc123456' })).json().value
        .forceChangePassword,
    ).toBe(true);
    const handedOut = await makeMember(app, m.id, { firstLoginAt: null, registerIp: null });
    const first = (await login(app, m.headers, { username: handedOut.account, password: handedOut.password })).json()
      .value;
    expect(first).toMatchObject({ firstTimeLogin: true, forceChangePassword: true });

    const expiry = await createMerchant(database);
    await database.db
      .insert(merchantModules)
      .values({ merchantId: expiry.id, modId: 'PWDEXPFORCECHANGE3', enabled: true });
    const old = await makeMember(app, expiry.id, { passwordChangedAt: new Date(Date.now() - 91 * 86_400_000) });
    const value = (await login(app, expiry.headers, { username: old.account, password: old.password })).json().value;
    expect(value).toMatchObject({ passwordExpired: true, forceChangePassword: true });
  });
});

describe('sealed bodies', () => {
  it('refuses a plain body and one that does not open', async () => {
    const plain = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: m.headers,
      payload: { username: 'a', password: 'b' },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().errorCode).toBe('request_body_required');
    const garbage = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { ...m.headers, encryption: 'AAAA' },
      payload: { value: 'AAAA' },
    });
    expect(garbage.json().errorCode).toBe('request.decrypt.failed');
  });
});

describe('login by SMS code', () => {
  it('sends a code to a registered number only, and the code signs in once', async () => {
    const phone = uniquePhone();
    const member = await makeMember(app, m.id, { mobile: phone, countryDialingCode: '855' });
    const unknown = await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: m.headers,
      payload: { mobileNum: uniquePhone(), countryDialingCode: '855' },
    });
    expect(unknown.json().errorCode).toBe('not.exists.account.err');
    const sent = await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: m.headers,
      payload: { mobileNum: phone, countryDialingCode: '+855' },
    });
    expect(sent.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const code = await lastCode(app, m.headers, `+855${phone}`);
    const body = { type: 'sms', mobileNum: phone, countryDialingCode: '855', verificationCode: code };
    const first = await login(app, m.headers, body);
    expect(first.json().value).toMatchObject({ id: member.id, forceChangePassword: false });
    const again = await login(app, m.headers, body);
    expect(again.json().errorCode).toBe('validate_verification_code_error');
  });

  it('throttles sending to one a second and caps a day', async () => {
    const phone = uniquePhone();
    await makeMember(app, m.id, { mobile: phone, countryDialingCode: '855' });
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        headers: m.headers,
        payload: { mobileNum: phone, countryDialingCode: '855' },
      });
    expect((await send()).statusCode).toBe(200);
    const second = await send();
    expect(second.statusCode).toBe(429);
    expect(second.json().errorCode).toBe('sms.too.frequent');
    // A day of sends from this network to this number: the allowance is the requester's (decision 0004).
    await database.db
      .update(attemptCounters)
      .set({ count: DAILY_CAP })
      .where(and(eq(attemptCounters.scope, 'code_day'), eq(attemptCounters.subject, `+855${phone}`)));
    // Age the one-a-second throttle of the code just sent.
    await database.db
      .update(attemptCounters)
      .set({ windowStartedAt: new Date(Date.now() - 5000) })
      .where(and(eq(attemptCounters.scope, 'code_burst'), eq(attemptCounters.subject, `+855${phone}`)));
    const capped = await send();
    expect(capped.json().errorCode).toBe('sms.daily.limit');
  });

  it('refuses an expired code', async () => {
    const phone = uniquePhone();
    await makeMember(app, m.id, { mobile: phone, countryDialingCode: '855' });
    await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: m.headers,
      payload: { mobileNum: phone, countryDialingCode: '855' },
    });
    const code = await lastCode(app, m.headers, `+855${phone}`);
    await database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.target, `+855${phone}`));
    const res = await login(app, m.headers, {
      type: 'sms',
      mobileNum: phone,
      countryDialingCode: '855',
      verificationCode: code,
    });
    expect(res.json().errorCode).toBe('verification.code.expired');
  });
});

describe('a login from a new IP', () => {
  it('asks for a second proof by SMS before granting the session', async () => {
    const phone = uniquePhone();
    const member = await makeMember(app, m.id, {
      mobile: phone,
      countryDialingCode: '855',
      email: `${phone}@example.com`,
    });
    await loginToken(app, m.headers, member);
    const ip = randomIp();
    const res = await login(app, m.headers, { username: member.account, password: member.password }, ip);
    expect(res.statusCode).toBe(403);
    const challenge = res.json().value;
    expect(res.json().errorCode).toBe('login_verify_required');
    expect(challenge).toMatchObject({ methods: ['SMS', 'EMAIL'], maskedMobile: expect.stringContaining('****') });
    const send = await app.inject({
      method: 'POST',
      url: '/wps/session/login/verification/send',
      headers: m.headers,
      remoteAddress: ip,
      payload: { challengeId: challenge.challengeId, method: 'SMS' },
    });
    expect(send.statusCode).toBe(200);
    const code = await lastCode(app, m.headers, `+855${phone}`);
    const verify = (c: string, from = ip) =>
      sealedCall(app, {
        url: '/wps/session/login/verification',
        headers: m.headers,
        remoteAddress: from,
        payload: { challengeId: challenge.challengeId, method: 'SMS', code: c },
      });
    expect((await verify(code, randomIp())).json().errorCode).toBe('login.verify.failed');
    const done = await verify(code);
    expect(done.statusCode).toBe(200);
    expect((await info(done.json().value.token)).statusCode).toBe(200);
    expect((await login(app, m.headers, { username: member.account, password: member.password }, ip)).statusCode).toBe(
      200,
    );
  });

  it('accepts an authenticator code or the bank account real name', async () => {
    const secret = new OTPAuth.Secret();
    const member = await makeMember(app, m.id, { totpSecret: secret.base32, payeeName: 'Sok  Dara' });
    await loginToken(app, m.headers, member);
    const start = async (ip = '10.99.0.1') =>
      (await login(app, m.headers, { username: member.account, password: member.password }, ip)).json().value;
    const verify = (challengeId: string, method: string, code: string, ip = '10.99.0.1') =>
      sealedCall(app, {
        url: '/wps/session/login/verification',
        headers: m.headers,
        remoteAddress: ip,
        payload: { challengeId, method, code },
      });
    const first = await start();
    expect(first.methods).toEqual(['TOTP', 'REALNAME']);
    expect((await verify(first.challengeId, 'REALNAME', 'Someone Else')).json().errorCode).toBe('login.verify.failed');
    const totp = new OTPAuth.TOTP({ secret }).generate();
    expect((await verify(first.challengeId, 'TOTP', totp)).statusCode).toBe(200);
    // A code is good once: the same code on a second check (from another address, say a thief who
    // read it) is a wrong answer.
    const second = await start('10.99.0.9');
    expect((await verify(second.challengeId, 'TOTP', totp, '10.99.0.9')).json().errorCode).toBe('login.verify.failed');
    const member2 = await makeMember(app, m.id, { payeeName: 'Sok Dara' });
    await loginToken(app, m.headers, member2);
    const c2 = (
      await login(app, m.headers, { username: member2.account, password: member2.password }, '10.99.0.2')
    ).json().value;
    const res = await sealedCall(app, {
      url: '/wps/session/login/verification',
      headers: m.headers,
      remoteAddress: '10.99.0.2',
      payload: { challengeId: c2.challengeId, method: 'REALNAME', code: ' sok dara ' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('new-IP checks, counted per member', () => {
  it('stop comparing after ten wrong answers however many checks the password opens', async () => {
    const member = await makeMember(app, m.id, { payeeName: 'Sok Dara' });
    await loginToken(app, m.headers, member);
    const ip = randomIp();
    const start = async () =>
      (await login(app, m.headers, { username: member.account, password: member.password }, ip)).json().value
        .challengeId as string;
    const answer = (challengeId: string, code: string) =>
      sealedCall(app, {
        url: '/wps/session/login/verification',
        headers: m.headers,
        remoteAddress: ip,
        payload: { challengeId, method: 'REALNAME', code },
      });
    // Two checks of five wrong names each: each check ends, the password opens another.
    for (let check = 0; check < 2; check++) {
      const id = await start();
      for (let i = 0; i < 5; i++)
        expect((await answer(id, `Wrong Name ${check}${i}`)).json().errorCode).toBe('login.verify.failed');
    }
    const third = await start();
    const locked = await answer(third, 'Sok Dara');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errorCode).toBe('login.verify.locked');
  });
});

describe('sessions', () => {
  it('logout ends the session and its remember-me token', async () => {
    const member = await makeMember(app, m.id);
    const value = (
      await login(app, m.headers, { username: member.account, password: member.password, rememberMe: true })
    ).json().value;
    expect(value.rememberToken).toEqual(expect.any(String));
    const again = await sealedCall(app, {
      url: '/wps/session/login/remember',
      headers: m.headers,
      payload: { username: member.account, rememberToken: value.rememberToken },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().value.token).not.toBe(value.token);
    const out = await app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { ...m.headers, authorization: value.token },
    });
    expect(out.statusCode).toBe(200);
    expect((await info(value.token)).json().errorCode).toBe('user.token.expired');
    const remembered = await sealedCall(app, {
      url: '/wps/session/login/remember',
      headers: m.headers,
      payload: { username: member.account, rememberToken: value.rememberToken },
    });
    expect(remembered.statusCode).toBe(401);
  });

  it('ends after the idle time and the absolute lifetime', async () => {
    const member = await makeMember(app, m.id);
    const idle = await loginToken(app, m.headers, member);
    await database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(sessions.tokenHash, hashToken(idle)));
    expect((await info(idle)).statusCode).toBe(401);
    const old = await loginToken(app, m.headers, member);
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(old)));
    expect((await info(old)).statusCode).toBe(401);
  });

  it('answers the avatar on both of its paths', async () => {
    const member = await makeMember(app, m.id, { avatar: '/avatars/3.svg' });
    const token = await loginToken(app, m.headers, member);
    for (const url of ['/wps/member/info/icon', '/wps/relay/MCSFE_getPlayerAvatar']) {
      const res = await app.inject({ url, headers: { ...m.headers, authorization: token } });
      expect(res.json().value).toEqual({ avatar: '/avatars/3.svg', avatarType: 'STATIC' });
    }
    const out = await app.inject({
      method: 'POST',
      url: '/wps/session/logout',
      headers: { ...m.headers, authorization: token },
    });
    expect(out.statusCode).toBe(200);
    expect((await info(token)).statusCode).toBe(401);
  });

  it('is bound to its merchant and needs a token', async () => {
    const member = await makeMember(app, m.id);
    const token = await loginToken(app, m.headers, member);
    const other = await createMerchant(database);
    expect((await info(token, other.headers)).statusCode).toBe(401);
    const none = await app.inject({ url: '/wps/member/info', headers: m.headers });
    expect(none.json().errorCode).toBe('login.not.session');
  });
});

describe('sessions checked in memory', () => {
  const since = (minutes: number) => new Date(Date.now() - minutes * 60_000);

  it('answer from memory a minute at most: a last-seen time set back behind the app is not read', async () => {
    const member = await makeMember(app, m.id);
    const token = await loginToken(app, m.headers, member);
    expect((await info(token)).statusCode).toBe(200);
    // Only an end or a new expiry sends a notice; last-seen touches do not. The checked session
    // still answers, where a read of the row would have found it idle past its hour.
    await database.db
      .update(sessions)
      .set({ lastSeenAt: since(61) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await info(token)).statusCode).toBe(200);
  });

  it('forget a session ended behind the app once the database’s notice is heard', async () => {
    const member = await makeMember(app, m.id);
    const token = await loginToken(app, m.headers, member);
    expect((await info(token)).statusCode).toBe(200);
    const heard = authNotice(app);
    await database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(token)));
    await heard;
    expect((await info(token)).statusCode).toBe(401);
  });

  it('forget a member disabled or changed behind the app', async () => {
    const member = await makeMember(app, m.id, { nickname: 'Before' });
    const token = await loginToken(app, m.headers, member);
    expect((await info(token)).json().value.nickname).toBe('Before');
    await setMember(app, member.id, { nickname: 'After' });
    expect((await info(token)).json().value.nickname).toBe('After');
    await setMember(app, member.id, { status: 'DISABLED' });
    expect((await info(token)).statusCode).toBe(401);
  });

  it('read this process’s own changes at once: a new payment password, a logout', async () => {
    const member = await makeMember(app, m.id);
    const token = await loginToken(app, m.headers, member);
    expect((await info(token)).json().value.hasPaymentPassword).toBe(false);
    const set = await sealedCall(app, {
      url: '/wps/member/paymentPassword',
      headers: { ...m.headers, authorization: token },
      payload: { paymentPassword: '246810' },
    });
    expect(set.statusCode).toBe(200);
    expect((await info(token)).json().value.hasPaymentPassword).toBe(true);
    const out = await app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { ...m.headers, authorization: token },
    });
    expect(out.statusCode).toBe(200);
    expect((await info(token)).statusCode).toBe(401);
  });
});

describe('free play', () => {
  it('makes a trial of type 4 that may look but not act as a member', async () => {
    const res = await sealedCall(app, {
      url: '/wps/session/login/freeplay',
      headers: m.headers,
      payload: { platform: 'W', os: 'web' },
    });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ customerType: 4, expiresAt: expect.any(String) });
    const me = await info(value.token);
    expect(me.json().value).toMatchObject({ type: 4, trialExpiresAt: value.expiresAt });
    const change = await sealedCall(app, {
      url: '/wps/member/password',
      headers: { ...m.headers, authorization: value.token },
      payload: { oldPassword: 'x', newPassword: 'abc12345', confirmNewPassword: 'abc12345' },
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().errorCode).toBe('in_need_true_account');
    const [row] = await database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.tokenHash, hashToken(value.token))));
    expect(row?.expiresAt.toISOString()).toBe(value.expiresAt);
  });

  it('is refused when the merchant switches free play off', async () => {
    const off = await createMerchant(database);
    await database.db.insert(merchantModules).values({ merchantId: off.id, modId: 'FREEPLAY3', enabled: false });
    const res = await sealedCall(app, { url: '/wps/session/login/freeplay', headers: off.headers, payload: {} });
    expect(res.json().errorCode).toBe('function.not.available');
  });
});

describe('the slider instead of the captcha', () => {
  it('is what a login must pass when the merchant has sliders but no image captcha', async () => {
    const s = await createMerchant(database);
    await database.db.insert(merchantModules).values([
      { merchantId: s.id, modId: 'CAPTCHA3', enabled: false },
      { merchantId: s.id, modId: 'GEETEST3', enabled: true },
    ]);
    const member = await makeMember(app, s.id);
    const ip = randomIp();
    for (let i = 0; i < 3; i++) await login(app, s.headers, { username: member.account, password: 'wrong999' }, ip);
    const bare = await login(app, s.headers, { username: member.account, password: member.password }, ip);
    expect(bare.json().errorCode).toBe('captcha.required');
    const ok = await login(
      app,
      s.headers,
      { username: member.account, password: member.password, verification: await solvedSlider(app, s.headers) },
      ip,
    );
    expect(ok.statusCode).toBe(200);
  });
});
