/**
 * Withdrawals stay possible during a break: the right password opens a withdraw-only session that
 * names the break and its end, reaches the balance and the withdrawal (under every usual rule), and
 * is refused everywhere else with `protection.break.withdraw.only`. The flag is the session row's.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { takeBreak } from '../src/modules/protection/breaks.ts';
import { createSessionCache } from '../src/platform/auth/session-cache.ts';
import { createSessionStore } from '../src/platform/auth/sessions.ts';
import { auditLog, bankAccounts, members, sessions, withdrawals } from '../src/platform/db/schema.ts';
import { rowsOf } from '../src/platform/money/ledger.ts';
import { lastCode, login, makeMember, sealedCall, uniquePhone } from './helpers/accounts.ts';
import { testConfig } from './helpers/app.ts';
import { houseSuite } from './helpers/house.ts';
import { balanceOf } from './helpers/money.ts';

const { s, fundedPlayer } = houseSuite();

type Auth = Record<string, string>;

/** A funded player with a card in their name, on the break asked for, signed in again. */
async function onBreakAndBack(kind: 'TIMEOUT' | 'EXCLUSION', length: string) {
  const p = await fundedPlayer('100000');
  const card = await sealedCall(s.app, {
    method: 'PUT',
    url: '/wps/member/bankCard',
    headers: p.auth,
    payload: { bankName: 'ABA', accountNumber: `0${p.member.id}99887766`, accountName: 'sok dara' },
  });
  const taken = await s.app.inject({
    method: 'POST',
    url: '/wps/member/breaks',
    headers: p.auth,
    payload: { kind, length },
  });
  expect(taken.statusCode).toBe(200);
  const until = taken.json().value.until as string | null;
  const res = await login(s.app, s.m.headers, { username: p.member.account, password: p.member.password });
  expect(res.statusCode).toBe(200);
  const value = res.json().value;
  return {
    ...p,
    cardId: card.json().value.id as number,
    until,
    value,
    auth: { ...s.m.headers, authorization: value.token },
  };
}

const withdraw = (auth: Auth, bankAccountId: number, amount: string, idempotencyKey: string) =>
  sealedCall(s.app, {
    method: 'PUT',
    url: '/wps/transaction/withdraw',
    headers: auth,
    payload: { bankAccountId, amount, paymentPassword: '123456', idempotencyKey },
  });

describe('a sign-in during a break', () => {
  it('during a time-out opens a withdraw-only session naming the break and its end, no remember-me', async () => {
    const p = await onBreakAndBack('TIMEOUT', '24h');
    expect(p.value.withdrawOnly).toEqual({ kind: 'TIMEOUT', until: p.until });
    expect(p.until).not.toBeNull();
    const rows = await s.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.memberId, p.member.id), eq(sessions.withdrawOnly, true)));
    expect(rows).toHaveLength(1);
    // Short: fifteen minutes from the sign-in at most, however it is used.
    const left = (rows[0]?.expiresAt.getTime() ?? 0) - Date.now();
    expect(left).toBeGreaterThan(14 * 60_000);
    expect(left).toBeLessThanOrEqual(15 * 60_000);
    expect(rows[0]?.kind).toBe('session');
    // Asking for remember-me leaves no token that could sign in later without the password.
    const again = await login(s.app, s.m.headers, {
      username: p.member.account,
      password: p.member.password,
      rememberMe: true,
    });
    expect(again.json().value.rememberToken).toBeNull();
  });

  it('during a self-exclusion withdraws under the usual rules; the money is held and the audit says so', async () => {
    const p = await onBreakAndBack('EXCLUSION', '6m');
    expect(p.value.withdrawOnly).toMatchObject({ kind: 'EXCLUSION', until: p.until });
    expect((await s.app.inject({ url: '/wps/member/info', headers: p.auth })).statusCode).toBe(200);
    expect(await balanceOf(s.app, p.auth)).toBe('100000');
    const cards = await s.app.inject({ url: '/wps/member/bankCard', headers: p.auth });
    expect(cards.json().value.map((c: { id: number }) => c.id)).toEqual([p.cardId]);
    const status = await s.app.inject({ url: '/wps/member/breaks', headers: p.auth });
    expect(status.json().value).toEqual({ kind: 'EXCLUSION', until: p.until });

    // The usual rules still apply: a wrong payment password, an amount over the balance.
    const wrong = await sealedCall(s.app, {
      method: 'PUT',
      url: '/wps/transaction/withdraw',
      headers: p.auth,
      payload: { bankAccountId: p.cardId, amount: '30000', paymentPassword: '999999', idempotencyKey: 'brk-wrong-1' },
    });
    expect(wrong.json().success).toBe(false);
    const tooMuch = await withdraw(p.auth, p.cardId, '100001', 'brk-over-01');
    expect(tooMuch.json().success).toBe(false);
    expect(await balanceOf(s.app, p.auth)).toBe('100000');

    const done = await withdraw(p.auth, p.cardId, '30000', 'brk-withdraw-1');
    expect(done.json()).toMatchObject({ success: true, value: { replayed: false } });
    const id = done.json().value.id as number;
    // Held as any withdrawal is: out of the main wallet, waiting for the operator's review.
    expect(await balanceOf(s.app, p.auth)).toBe('70000');
    const [w] = await s.database.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(w).toMatchObject({ memberId: p.member.id, bankAccountId: p.cardId, amount: 30000n, status: 'PENDING' });
    const records = await s.app.inject({ url: '/wps/transaction/withdraw/records', headers: p.auth });
    expect(records.json().value.map((r: { id: number }) => r.id)).toEqual([id]);
    const [line] = await s.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.merchantId, s.m.id),
          eq(auditLog.action, 'withdraw.request'),
          eq(auditLog.actorId, String(p.member.id)),
        ),
      );
    expect(line?.details).toMatchObject({ input: { op: 'withdraw', amount: '30000', duringBreak: true } });
    // A resend answers the first request; nothing more is held.
    const resent = await withdraw(p.auth, p.cardId, '30000', 'brk-withdraw-1');
    expect(resent.json().value).toEqual({ id, replayed: true });
    expect(await balanceOf(s.app, p.auth)).toBe('70000');
  });

  it('by a code sent to the phone is withdraw-only too; remember-me during the break is still refused', async () => {
    const phone = uniquePhone();
    const member = await makeMember(s.app, s.m.id, { mobile: phone, countryDialingCode: '855' });
    const first = await login(s.app, s.m.headers, {
      username: member.account,
      password: member.password,
      rememberMe: true,
    });
    const rememberToken = first.json().value.rememberToken as string;
    expect(rememberToken).toBeTruthy();
    const owner = { merchantId: s.m.id, memberId: member.id, ip: '127.0.0.1' };
    const taken = await takeBreak(s.database.db, owner, { kind: 'EXCLUSION', length: '1y' });
    await s.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: s.m.headers,
      payload: { mobileNum: phone, countryDialingCode: '855' },
    });
    const code = await lastCode(s.app, s.m.headers, `+855${phone}`);
    const bySms = await login(s.app, s.m.headers, {
      type: 'sms',
      mobileNum: phone,
      countryDialingCode: '855',
      verificationCode: code,
    });
    expect(bySms.json().value.withdrawOnly).toEqual(taken);
    const auth = { ...s.m.headers, authorization: bySms.json().value.token as string };
    expect((await s.app.inject({ url: '/wps/member/limits', headers: auth })).json().errorCode).toBe(
      'protection.break.withdraw.only',
    );
    // A remember-me token proves no password: it opens nothing during the break.
    const remembered = await sealedCall(s.app, {
      url: '/wps/session/login/remember',
      headers: s.m.headers,
      payload: { username: member.account, rememberToken },
    });
    expect(remembered.json()).toMatchObject({ errorCode: 'login.break.active', value: taken });
  });

  it('is refused everywhere else: play, lottery, deposit, limits, promotions, a new card, a new break', async () => {
    const p = await onBreakAndBack('TIMEOUT', '7d');
    const refused = [
      { method: 'GET', url: '/wps/game/launchGame?launchMode=GLS&gameId=1&accountType=1' },
      { method: 'POST', url: '/lgw/bets', payload: { lotteryCode: 'x', issue: '1', bets: [] } },
      { method: 'PUT', url: '/wps/transaction/deposit', payload: { channelId: s.bank, amount: '1000' } },
      { method: 'PUT', url: '/wps/member/limits', payload: { kind: 'DEPOSIT', period: 'DAY', amount: '90000' } },
      { method: 'POST', url: '/wps/promotion/rewards/1/claim', payload: {} },
      { method: 'POST', url: '/wps/promotion/1/apply', payload: {} },
      {
        method: 'POST',
        url: '/wps/relay/GCS_walletTransfer',
        payload: { vendorCode: 'X', direction: 'IN', amount: '1' },
      },
      { method: 'POST', url: '/wps/member/transferUpline', payload: {} },
      { method: 'GET', url: '/wps/member/reality-check' },
      { method: 'POST', url: '/wps/member/breaks', payload: { kind: 'TIMEOUT', length: '30d' } },
    ] as const;
    for (const call of refused) {
      const res = await s.app.inject({ ...call, headers: p.auth });
      expect([call.url, res.statusCode, res.json().errorCode]).toEqual([
        call.url,
        403,
        'protection.break.withdraw.only',
      ]);
    }
    // A new card is refused: someone with the password alone cannot send the money elsewhere.
    const card = await sealedCall(s.app, {
      method: 'PUT',
      url: '/wps/member/bankCard',
      headers: p.auth,
      payload: { bankName: 'ACLEDA', accountNumber: `9${p.member.id}11223344`, accountName: 'sok dara' },
    });
    expect([card.statusCode, card.json().errorCode]).toEqual([403, 'protection.break.withdraw.only']);
    expect(await s.database.db.select().from(bankAccounts).where(eq(bankAccounts.memberId, p.member.id))).toHaveLength(
      1,
    );
    // A header cannot lift it, and signing in again during the break gives another restricted one.
    const lifted = await s.app.inject({
      url: '/wps/member/limits',
      headers: { ...p.auth, 'x-withdraw-only': 'false', withdrawonly: 'false' },
    });
    expect(lifted.json().errorCode).toBe('protection.break.withdraw.only');
    const again = await login(s.app, s.m.headers, { username: p.member.account, password: p.member.password });
    const auth2 = { ...s.m.headers, authorization: again.json().value.token as string };
    expect((await s.app.inject({ url: '/wps/member/limits', headers: auth2 })).statusCode).toBe(403);
    expect(await balanceOf(s.app, p.auth)).toBe('100000');
    // Signing out still works, and ends it.
    expect((await s.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: p.auth })).statusCode).toBe(
      200,
    );
    expect((await s.app.inject({ url: '/wps/member/info', headers: p.auth })).statusCode).toBe(401);
  });

  it('is not play time: the daily session-time limit neither counts it nor refuses it', async () => {
    const p = await fundedPlayer('0');
    const set = await s.app.inject({
      method: 'PUT',
      url: '/wps/member/limits',
      headers: p.auth,
      payload: { kind: 'SESSION', period: 'DAY', amount: '30' },
    });
    expect(set.statusCode).toBe(200);
    await s.app.inject({
      method: 'POST',
      url: '/wps/member/breaks',
      headers: p.auth,
      payload: { kind: 'TIMEOUT', length: '24h' },
    });
    const res = await login(s.app, s.m.headers, { username: p.member.account, password: p.member.password });
    const [row] = await s.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.memberId, p.member.id), eq(sessions.withdrawOnly, true)));
    // Aged an hour: past the day's thirty minutes if it counted.
    await s.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(sessions.tokenHash, row?.tokenHash ?? ''));
    const auth = { ...s.m.headers, authorization: res.json().value.token as string };
    expect((await s.app.inject({ url: '/wps/member/info', headers: auth })).statusCode).toBe(200);
    const [counted] = rowsOf<{ m: string | number }>(
      await s.database.db.execute(sql`select session_minutes(${p.member.id}::int, now() - interval '1 day') as m`),
    );
    expect(Number(counted?.m)).toBeLessThan(30);
  });
});

describe('the checked-sessions cache', () => {
  it('carries the withdraw-only flag: a session answered from memory is still restricted', async () => {
    const state = { live: true };
    const cache = createSessionCache({
      subscribe: () => () => {},
      live: () => state.live,
      onGap: () => () => {},
    });
    const store = createSessionStore(s.database.db, testConfig().session, cache);
    const member = await makeMember(s.app, s.m.id);
    const [row] = await s.database.db.select().from(members).where(eq(members.id, member.id));
    if (!row) throw new Error('no member');
    const token = await store.open(row, { ip: '127.0.0.1', via: 'password', withdrawOnly: true });
    expect((await store.find(token, s.m.id))?.withdrawOnly).toBe(true);
    // The row changed behind the store's back (no notice): the answer now comes from memory.
    await s.database.db.update(sessions).set({ withdrawOnly: false }).where(eq(sessions.memberId, member.id));
    const remembered = await store.find(token, s.m.id);
    expect(remembered?.withdrawOnly).toBe(true);
    // Without the memory (the feed down), the row is read again.
    state.live = false;
    expect((await store.find(token, s.m.id))?.withdrawOnly).toBe(false);
  });
});

/** What a withdraw-only session may reach: every other member route answers it 403. */
const DURING_BREAK = [
  'DELETE /wps/session/logout',
  'GET /wps/member/bankCard',
  'GET /wps/member/breaks',
  'GET /wps/member/info',
  'GET /wps/member/kyc',
  'GET /wps/member/transactions',
  'GET /wps/member/wagering',
  'GET /wps/transaction/withdraw/records',
  'GET /wps/v2/wallets/balance',
  // An account an agent opened confirms age and terms first, or it could not withdraw.
  'POST /wps/member/confirmAdult',
  'POST /wps/member/password',
  'POST /wps/member/paymentPassword',
  'POST /wps/session/logout',
  'POST /wps/transaction/withdraw/:id/confirm',
  'PUT /wps/transaction/withdraw',
];

describe('the routes a withdraw-only session reaches', () => {
  type Route = { key: string; url: string; method: string; auth?: string; duringBreak?: boolean };
  const routes: Route[] = [];
  let app: App;
  beforeAll(async () => {
    app = await buildApp({
      config: testConfig(),
      database: s.database,
      onRoute: (r) => {
        const config = (r.config ?? {}) as { auth?: string; duringBreak?: boolean };
        for (const method of [r.method].flat())
          if (method !== 'HEAD') routes.push({ key: `${method} ${r.url}`, url: r.url, method, ...config });
      },
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('are exactly the listed ones; every other member route, a new one too, answers 403 with the code', async () => {
    expect(
      routes
        .filter((r) => r.duringBreak)
        .map((r) => r.key)
        .sort(),
    ).toEqual(DURING_BREAK);
    // Only member routes can be marked: the mark opens nothing without a session.
    expect(routes.filter((r) => r.duringBreak && !r.auth)).toEqual([]);
    const p = await onBreakAndBack('TIMEOUT', '24h');
    const shut = routes.filter((x) => x.auth && !x.duringBreak);
    expect(shut.length).toBeGreaterThan(40);
    for (const r of shut) {
      const res = await app.inject({
        method: r.method as 'POST',
        url: r.url.replace(/:[A-Za-z]+/g, '1'),
        headers: p.auth,
        payload: {},
      });
      expect([r.key, res.statusCode, res.json().errorCode]).toEqual([r.key, 403, 'protection.break.withdraw.only']);
    }
    expect(await balanceOf(s.app, p.auth)).toBe('100000');
  });
});
