/**
 * Every attempt counter is counted in the database before the comparison, so N simultaneous
 * tries from two server processes count N and only the allowed number is ever compared
 * (decision 0004; issue 15, item 3).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodes } from '../src/platform/db/schema.ts';
import { lastCode, login, makeMember, uniquePhone } from './helpers/accounts.ts';
import { createMerchant, uniqueCode } from './helpers/app.ts';
import { tally, twoServers } from './helpers/attempt-servers.ts';
import { player } from './helpers/money.ts';

let t: Awaited<ReturnType<typeof twoServers>>;
beforeAll(async () => {
  t = await twoServers();
});
afterAll(async () => {
  await t?.close();
});

const N = 40;
const at = <T>(n: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)));

describe('simultaneous guesses count one each', () => {
  it('40 simultaneous wrong reset codes: five are compared, the code dies, and the right one no longer resets', async () => {
    const m = await createMerchant(t.database);
    const phone = uniquePhone();
    const member = await makeMember(t.app, m.id, { mobile: phone, countryDialingCode: '855' });
    const sent = await t.call(0, 'POST', '/wps/member/password/sms', m.headers, {
      mobileNum: phone,
      countryDialingCode: '855',
    });
    expect(sent.status).toBe(200);
    const code = await lastCode(t.app, m.headers, `+855${phone}`);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const reset = (i: number, verificationCode: string) =>
      t.call(
        i,
        'POST',
        '/wps/member/password/verification',
        m.headers,
        { mobileNum: phone, countryDialingCode: '855', verificationCode, newPassword: 'attack12' },
        true,
      );
    const replies = await at(N, (i) => reset(i, wrong(i)));
    expect(tally(replies)).toEqual({ validate_verification_code_error: N });
    // Only a compared guess is told it was wrong; the others never reached the code.
    expect(replies.filter((r) => r.json.message === 'Wrong verification code')).toHaveLength(5);
    const [row] = await t.database.db
      .select({ attempts: verificationCodes.attempts })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.merchantId, m.id), eq(verificationCodes.target, `+855${phone}`)));
    expect(row?.attempts).toBe(5);
    const right = await reset(0, code);
    expect(right.json.errorCode).toBe('validate_verification_code_error');
    expect((await login(t.app, m.headers, { username: member.account, password: member.password })).statusCode).toBe(
      200,
    );
  });

  it('40 simultaneous wrong passwords without a captcha: three are compared, the rest are asked for a captcha', async () => {
    const m = await createMerchant(t.database);
    const member = await makeMember(t.app, m.id);
    const replies = await at(N, (i) =>
      t.call(i, 'POST', '/wps/session/login', m.headers, { username: member.account, password: `wrong${i}x` }, true),
    );
    expect(tally(replies)).toEqual({ 'login.cred.err': 3, 'captcha.required': N - 3 });
  });

  it('20 simultaneous wrong payment passwords: five are compared, then even the right one waits', async () => {
    const m = await createMerchant(t.database);
    const p = await player(t.app, m.headers, m.id);
    const change = (i: number, oldPaymentPassword: string) =>
      t.call(i, 'POST', '/wps/member/paymentPassword', p.auth, { oldPaymentPassword, paymentPassword: '654321' }, true);
    const replies = await at(20, (i) => change(i, String(200000 + i)));
    expect(tally(replies)).toEqual({ 'invalid.payment.pw': 5, 'payment.pw.locked': 15 });
    expect((await change(0, '123456')).json.errorCode).toBe('payment.pw.locked');
  });

  it('20 simultaneous code requests for one number from one network send one code', async () => {
    const m = await createMerchant(t.database);
    const phone = uniquePhone();
    await makeMember(t.app, m.id, { mobile: phone, countryDialingCode: '855' });
    const replies = await at(20, (i) =>
      t.call(i, 'POST', '/wps/member/password/sms', m.headers, { mobileNum: phone, countryDialingCode: '855' }),
    );
    expect(tally(replies)).toEqual({ ok: 1, 'sms.too.frequent': 19 });
  });

  it('10 simultaneous captcha requests for one key draw one captcha', async () => {
    const m = await createMerchant(t.database);
    const key = uniqueCode('ck');
    const replies = await at(10, (i) => t.call(i, 'GET', `/wps/captcha?key=${key}`, m.headers));
    expect(tally(replies)).toEqual({ ok: 1, 'too.much.request': 9 });
  });
});
