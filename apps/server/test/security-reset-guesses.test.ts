/**
 * Password-reset codes: each code takes 5 guesses, and a phone number or e-mail address takes 20
 * a day over all its codes, whichever networks ask for the codes and send the guesses. Past that
 * even the right code is refused, no new code is sent, and other targets are untouched.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { attemptCounters } from '../src/platform/db/schema.ts';
import { lastCode, login, makeMember, sealedCall, solvedCaptcha, uniquePhone } from './helpers/accounts.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';
import { operatorToken } from './helpers/money.ts';

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

/** Wrong guesses a target takes in a day. */
const ALLOWED = 20;
/** Codes asked for, and guesses per code: fewer than a code's own 5, so only the target's cap binds. */
const CODES = 5;
const PER_CODE = ALLOWED / CODES;

/** A /64 of its own for every request, all within one IPv6 /48. */
let seq = 0;
const newNetwork = () => `2001:db8:5e7:${(seq++).toString(16)}::9`;
const wrongOf = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

const outbox = async (to: string) =>
  (await app.inject({ url: `/wps/dev/outbox?to=${encodeURIComponent(to)}`, headers: m.headers })).json()
    .value as unknown[];

/** A day passes for the target's counters (a window is its row's own start). */
const dayPasses = (target: string) =>
  database.db
    .update(attemptCounters)
    .set({ windowStartedAt: sql`${attemptCounters.windowStartedAt} - interval '25 hours'` })
    .where(and(eq(attemptCounters.merchantId, m.id), eq(attemptCounters.subject, target)));

async function phoneMember() {
  const phone = uniquePhone();
  const member = await makeMember(app, m.id, { mobile: phone, countryDialingCode: '855' });
  return { ...member, phone, target: `+855${phone}` };
}
const sendSms = (phone: string) =>
  app.inject({
    method: 'POST',
    url: '/wps/member/password/sms',
    headers: m.headers,
    remoteAddress: newNetwork(),
    payload: { mobileNum: phone, countryDialingCode: '855' },
  });
const resetByPhone = (phone: string, verificationCode: string, newPassword = 'taken123') =>
  sealedCall(app, {
    url: '/wps/member/password/verification',
    headers: m.headers,
    remoteAddress: newNetwork(),
    payload: { mobileNum: phone, countryDialingCode: '855', verificationCode, newPassword },
  });

/** Codes asked for from fresh networks, each guessed wrong `perCode` times from fresh networks; answers the last code. */
async function guessWrongByPhone(phone: string, codes: number, perCode: number) {
  let code = '';
  for (let c = 0; c < codes; c++) {
    expect((await sendSms(phone)).statusCode).toBe(200);
    code = await lastCode(app, m.headers, `+855${phone}`);
    for (let g = 0; g < perCode; g++) {
      const res = await resetByPhone(phone, wrongOf(code, g));
      expect(res.json()).toMatchObject({
        errorCode: 'validate_verification_code_error',
        message: 'Wrong verification code',
      });
    }
  }
  return code;
}

describe('reset codes are capped per target over all codes and networks', () => {
  it('by phone: after 20 wrong guesses the right code is refused and none is sent; another phone is unaffected; the next day opens it', async () => {
    const victim = await phoneMember();
    const live = await guessWrongByPhone(victim.phone, CODES, PER_CODE);

    // The live code has a guess of its own left, but the phone has none: the right code is refused.
    const right = await resetByPhone(victim.phone, live, 'attack12');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ errorCode: 'verification.code.locked', value: null });
    expect((await login(app, m.headers, { username: victim.account, password: 'attack12' })).statusCode).toBe(401);
    expect((await login(app, m.headers, { username: victim.account, password: victim.password })).statusCode).toBe(200);
    // No new code goes out that could not be entered.
    const sent = (await outbox(victim.target)).length;
    const again = await sendSms(victim.phone);
    expect(again.statusCode).toBe(429);
    expect(again.json().errorCode).toBe('verification.code.locked');
    expect(await outbox(victim.target)).toHaveLength(sent);

    const other = await phoneMember();
    expect((await sendSms(other.phone)).statusCode).toBe(200);
    const otherReset = await resetByPhone(other.phone, await lastCode(app, m.headers, other.target), 'other123');
    expect(otherReset.statusCode).toBe(200);
    expect(otherReset.json().value.token).toBeTruthy();

    await dayPasses(victim.target);
    expect((await sendSms(victim.phone)).statusCode).toBe(200);
    const owner = await resetByPhone(victim.phone, await lastCode(app, m.headers, victim.target), 'owner123');
    expect(owner.statusCode).toBe(200);
    expect((await login(app, m.headers, { username: victim.account, password: 'owner123' })).statusCode).toBe(200);
  });

  it('guesses sent at once are counted one each: of five on a fresh code with 16 used, four are compared', async () => {
    const victim = await phoneMember();
    await guessWrongByPhone(victim.phone, 4, PER_CODE);
    expect((await sendSms(victim.phone)).statusCode).toBe(200);
    const code = await lastCode(app, m.headers, victim.target);
    const replies = await Promise.all(
      Array.from({ length: 5 }, (_, i) => resetByPhone(victim.phone, wrongOf(code, i))),
    );
    const codes = replies.map((r) => r.json().errorCode as string).sort();
    expect(codes).toEqual([...Array(4).fill('validate_verification_code_error'), 'verification.code.locked']);
  });

  it('by e-mail: the same cap holds, over codes asked for and guessed from many networks', async () => {
    const email = `${uniquePhone()}@example.com`;
    const victim = await makeMember(app, m.id, { email });
    const otherEmail = `${uniquePhone()}@example.com`;
    const other = await makeMember(app, m.id, { email: otherEmail });
    const sendMail = (username: string, to: string) =>
      app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: m.headers,
        remoteAddress: newNetwork(),
        payload: { username, email: to },
      });
    const reset = (username: string, code: string, newPassword = 'taken123') =>
      sealedCall(app, {
        url: '/wps/member/password/email/reset',
        headers: m.headers,
        remoteAddress: newNetwork(),
        payload: { username, code, newPassword },
      });
    let live = '';
    for (let c = 0; c < CODES; c++) {
      expect((await sendMail(victim.account, email)).statusCode).toBe(200);
      live = await lastCode(app, m.headers, email);
      const wrong = await Promise.all(
        Array.from({ length: PER_CODE }, (_, g) => reset(victim.account, wrongOf(live, g))),
      );
      for (const res of wrong) expect(res.json().errorCode).toBe('validate_verification_code_error');
    }
    const right = await reset(victim.account, live, 'attack12');
    expect(right.statusCode).toBe(429);
    expect(right.json().errorCode).toBe('verification.code.locked');
    expect((await login(app, m.headers, { username: victim.account, password: victim.password })).statusCode).toBe(200);
    expect((await sendMail(victim.account, email)).json().errorCode).toBe('verification.code.locked');

    expect((await sendMail(other.account, otherEmail)).statusCode).toBe(200);
    const otherReset = await reset(other.account, await lastCode(app, m.headers, otherEmail), 'other123');
    expect(otherReset.statusCode).toBe(200);
  });
});

describe('login codes are capped per target too, and customer service lifts the cap', () => {
  it('after 20 wrong login codes the right one is refused; an unlock by support lets the owner sign in by code', async () => {
    const victim = await phoneMember();
    const sendLoginCode = () =>
      app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        headers: m.headers,
        remoteAddress: newNetwork(),
        payload: { mobileNum: victim.phone, countryDialingCode: '855' },
      });
    // Each try from a network of its own, with the captcha the login asks for after failures solved.
    const byCode = async (verificationCode: string) => {
      const network = newNetwork();
      const human = await solvedCaptcha(app, m.headers, network);
      return login(
        app,
        m.headers,
        { type: 'sms', mobileNum: victim.phone, countryDialingCode: '855', verificationCode, ...human },
        network,
      );
    };
    let live = '';
    for (let c = 0; c < CODES; c++) {
      expect((await sendLoginCode()).statusCode).toBe(200);
      live = await lastCode(app, m.headers, victim.target);
      for (let g = 0; g < PER_CODE; g++)
        expect((await byCode(wrongOf(live, g))).json().errorCode).toBe('validate_verification_code_error');
    }
    const right = await byCode(live);
    expect(right.statusCode).toBe(429);
    expect(right.json().errorCode).toBe('verification.code.locked');

    const support = await operatorToken(app, m.headers, m.id, 'support');
    const unlock = await app.inject({
      method: 'POST',
      url: `/wps/operator/members/${victim.id}/unlock`,
      headers: { ...m.headers, authorization: support.token },
    });
    expect(unlock.statusCode, unlock.body).toBe(200);
    expect((await sendLoginCode()).statusCode).toBe(200);
    const owner = await byCode(await lastCode(app, m.headers, victim.target));
    expect(owner.statusCode, owner.body).toBe(200);
  });
});
