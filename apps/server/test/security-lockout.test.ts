/**
 * An attacker cannot keep the owner out, and players behind one address are not locked out
 * together (decision 0004; issue 15, items 5 and 6).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { attemptCounters, auditLog } from '../src/platform/db/schema.ts';
import { login, makeMember, randomIp, solvedCaptcha, uniquePhone } from './helpers/accounts.ts';
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

const captcha = () => solvedCaptcha(app, m.headers);
/** Ten wrong passwords with solved captchas from one network: enough to shut that network out. */
async function attack(account: string, ip: string, tries = 10) {
  for (let i = 0; i < tries; i++) {
    await login(app, m.headers, { username: account, password: `guess${i}x`, ...(await captcha()) }, ip);
  }
}

describe('an attacker cannot keep the owner out', () => {
  it('an account with no phone or e-mail, locked from one network, lets its owner in from another', async () => {
    const member = await makeMember(app, m.id);
    const attacker = randomIp();
    await attack(member.account, attacker);
    const right = { username: member.account, password: member.password };
    expect((await login(app, m.headers, { ...right, ...(await captcha()) }, attacker)).json().errorCode).toBe(
      'login.pwd.forbidden.err',
    );
    const owner = await login(app, m.headers, { ...right, ...(await captcha()) }, randomIp());
    expect(owner.statusCode).toBe(200);
  });

  it('the owner gets in with a captcha from a network they signed in from, even one the attacker shares', async () => {
    const member = await makeMember(app, m.id);
    const cafe = randomIp();
    const right = { username: member.account, password: member.password };
    expect((await login(app, m.headers, right, cafe)).statusCode).toBe(200);
    await attack(member.account, cafe, 12);
    const owner = await login(app, m.headers, { ...right, ...(await captcha()) }, cafe);
    expect(owner.statusCode).toBe(200);
  });

  it('the first right password once a lock has ended signs in rather than locking again', async () => {
    const member = await makeMember(app, m.id);
    const ip = randomIp();
    await attack(member.account, ip);
    // The fifteen minutes pass.
    await database.db
      .update(attemptCounters)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(and(eq(attemptCounters.merchantId, m.id), eq(attemptCounters.subject, member.account)));
    const right = { username: member.account, password: member.password, ...(await captcha()) };
    expect((await login(app, m.headers, right, ip)).statusCode).toBe(200);
  });

  it("a stranger spending a number's reset codes leaves the owner's own allowance", async () => {
    const phone = uniquePhone();
    await makeMember(app, m.id, { mobile: phone, countryDialingCode: '855', email: `${phone}@mail.test` });
    const sms = (ip: string) =>
      app.inject({
        method: 'POST',
        url: '/wps/member/password/sms',
        headers: m.headers,
        payload: { mobileNum: phone, countryDialingCode: '855' },
        remoteAddress: ip,
      });
    const attacker = randomIp();
    // A day's allowance from the attacker's network (one a second: the throttle is aged between sends).
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push((await sms(attacker)).json().errorCode ?? 'ok');
      await database.db
        .update(attemptCounters)
        .set({ windowStartedAt: new Date(Date.now() - 5000) })
        .where(and(eq(attemptCounters.scope, 'code_burst'), eq(attemptCounters.subject, `+855${phone}`)));
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('ok'));
    expect(codes[10]).toBe('sms.daily.limit');
    const owner = await sms(randomIp());
    expect(owner.statusCode).toBe(200);
  });

  it('an operator lifts every lock on a member, with the role checked and the act audited', async () => {
    const member = await makeMember(app, m.id);
    const ip = randomIp();
    await attack(member.account, ip);
    const unlock = (token: string) =>
      app.inject({
        method: 'POST',
        url: `/wps/operator/members/${member.id}/unlock`,
        headers: { ...m.headers, authorization: token },
      });
    const finance = await operatorToken(app, m.headers, m.id, 'finance');
    expect((await unlock(finance.token)).json().errorCode).toBe('operator.forbidden');
    const right = { username: member.account, password: member.password };
    expect((await login(app, m.headers, { ...right, ...(await captcha()) }, ip)).statusCode).toBe(429);
    const support = await operatorToken(app, m.headers, m.id, 'support');
    expect((await unlock(support.token)).statusCode).toBe(200);
    // The network still needs a captcha (its own failures stand); the account's lock is gone.
    expect((await login(app, m.headers, { ...right, ...(await captcha()) }, ip)).statusCode).toBe(200);
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, m.id), eq(auditLog.action, 'member.unlock')));
    expect(audits.map((a) => a.details)).toEqual([{ memberId: member.id, account: member.account }]);
  });
});

describe('players behind one address', () => {
  it('after 40 failures from one address on many accounts, a right password with a solved captcha gets in', async () => {
    const cafe = randomIp();
    for (let i = 0; i < 40; i++) {
      await login(app, m.headers, { username: `stranger${i}x`, password: 'wrong1234', ...(await captcha()) }, cafe);
    }
    const player = await makeMember(app, m.id);
    const right = { username: player.account, password: player.password };
    const bare = await login(app, m.headers, right, cafe);
    expect(bare.json()).toMatchObject({ errorCode: 'captcha.required', value: { captcha: true } });
    expect((await login(app, m.headers, { ...right, ...(await captcha()) }, cafe)).statusCode).toBe(200);
  });

  it('twenty players signing in at the same moment from one address all get in, without a captcha', async () => {
    const cafe = randomIp();
    const players = await Promise.all(Array.from({ length: 20 }, () => makeMember(app, m.id)));
    const answers = await Promise.all(
      players.map((p) => login(app, m.headers, { username: p.account, password: p.password }, cafe)),
    );
    expect(answers.map((a) => a.json().errorCode)).toEqual(players.map(() => null));
  });

  it('a refusal for a missing captcha is not a failure: twenty of them do not lock the account', async () => {
    const member = await makeMember(app, m.id);
    const ip = randomIp();
    const wrong = { username: member.account, password: 'wrong999' };
    for (let i = 0; i < 3; i++) await login(app, m.headers, wrong, ip);
    const right = { username: member.account, password: member.password };
    for (let i = 0; i < 20; i++) {
      expect((await login(app, m.headers, right, ip)).json().errorCode).toBe('captcha.required');
    }
    expect((await login(app, m.headers, { ...right, ...(await captcha()) }, ip)).statusCode).toBe(200);
  });
});
