/**
 * What player protection asks of every sign-in besides breaks: a daily session-time limit (the
 * day's sessions end when its minutes run out, and sign-in waits for the brand's next day), the
 * ask-and-wait to come back after a self-exclusion ended, and a self-exclusion a brand extends to
 * the same person on every brand of the server.
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  merchantModules,
  merchants,
  playerBreaks,
  sessions,
  vendorSessions,
} from '../src/platform/db/schema.ts';
import { rowsOf } from '../src/platform/money/ledger.ts';
import { login, makeMember, sealedCall } from './helpers/accounts.ts';
import { createMerchant } from './helpers/app.ts';
import { houseSuite } from './helpers/house.ts';
import { operatorToken } from './helpers/money.ts';

const { s, fundedPlayer, openWindow } = houseSuite();

/**
 * The brand's day is set to run from a fixed-offset zone where it is about noon now, so a test's
 * half hour of session time always falls inside today, whenever the suite runs.
 */
beforeAll(async () => {
  const offset = 12 - new Date().getUTCHours();
  const zone = offset >= 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
  await s.database.db.update(merchants).set({ timezone: zone }).where(eq(merchants.id, s.m.id));
});

type Auth = Record<string, string>;
const setLimit = (auth: Auth, body: object) =>
  s.app.inject({ method: 'PUT', url: '/wps/member/limits', headers: auth, payload: body });
const signIn = (headers: Auth, m: { account: string; password: string }, extra: object = {}) =>
  login(s.app, headers, { username: m.account, password: m.password, ...extra });
const hoursFromNow = (iso: string) => (Date.parse(iso) - Date.now()) / 3_600_000;
/** The member signed in with `auth` excludes themself for `length`; answers the break's reply. */
const excludeSelf = (auth: Auth, length: string) =>
  s.app.inject({ method: 'POST', url: '/wps/member/breaks', headers: auth, payload: { kind: 'EXCLUSION', length } });

/** The brand's day, as limit_used() reckons it: its start and its end, in the brand's time zone. */
async function brandDay(merchantId: number) {
  const [row] = rowsOf<{ start: Date | string; end: Date | string }>(
    await s.database.db.execute(sql`select date_trunc('day', now() at time zone m.timezone) at time zone m.timezone as start,
        (date_trunc('day', now() at time zone m.timezone) + interval '1 day') at time zone m.timezone as end
      from merchants m where m.id = ${merchantId}`),
  );
  if (!row) throw new Error('no brand');
  return { start: new Date(row.start), end: new Date(row.end) };
}

describe('the daily session-time limit', () => {
  it('ends the live session when its minutes run out, and refuses sign-in until the brand’s next day', async () => {
    const p = await fundedPlayer('0');
    expect((await setLimit(p.auth, { kind: 'SESSION', period: 'DAY', amount: '30' })).statusCode).toBe(200);
    const [live] = await s.database.db.select().from(sessions).where(eq(sessions.memberId, p.member.id));
    expect(live && (live.expiresAt.getTime() - Date.now()) / 60_000).toBeLessThanOrEqual(30);

    // 31 minutes signed in today, seen a moment ago: the limit is used up.
    await s.database.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '31 minutes'`, lastSeenAt: sql`now()` })
      .where(eq(sessions.memberId, p.member.id));
    const limits = (await s.app.inject({ url: '/wps/member/limits', headers: p.auth })).json().value;
    const session = limits.list.find((l: { kind: string }) => l.kind === 'SESSION');
    const day = await brandDay(s.m.id);
    expect(Number(session.used)).toBeGreaterThanOrEqual(31);
    expect(session.periodEnd).toBe(day.end.toISOString());
    const refused = await signIn(s.m.headers, p.member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'login.session.limit', value: { until: day.end.toISOString() } });
  });

  it('ends the game windows with the portal: their vendor sessions last no longer than today’s minutes', async () => {
    const p = await fundedPlayer('100000');
    await openWindow(p.auth, 'mekong-fortune');
    const minutesLeft = async () =>
      (await s.database.db.select().from(vendorSessions).where(eq(vendorSessions.memberId, p.member.id))).map(
        (v) => (v.expiresAt.getTime() - Date.now()) / 60_000,
      );
    // A window opened before the limit is set: twelve hours.
    expect((await minutesLeft())[0]).toBeGreaterThan(600);
    expect((await setLimit(p.auth, { kind: 'SESSION', period: 'DAY', amount: '30' })).statusCode).toBe(200);
    // Set, it shortens that window; one opened now gets no more either.
    await openWindow(p.auth, 'mekong-fortune');
    const left = await minutesLeft();
    expect(left).toHaveLength(2);
    for (const m of left) expect(m).toBeLessThanOrEqual(30);
  });

  it('counts only today’s minutes in the brand’s time zone: a session before its midnight does not count', async () => {
    const p = await fundedPlayer('0');
    expect((await setLimit(p.auth, { kind: 'SESSION', period: 'DAY', amount: '60' })).statusCode).toBe(200);
    const day = await brandDay(s.m.id);
    // Five hours signed in, ending a minute before the brand's midnight, and the session now ended.
    await s.database.db
      .update(sessions)
      .set({
        createdAt: new Date(day.start.getTime() - 5 * 3_600_000),
        lastSeenAt: new Date(day.start.getTime() - 60_000),
        revokedAt: new Date(day.start.getTime() - 60_000),
      })
      .where(eq(sessions.memberId, p.member.id));
    const again = await signIn(s.m.headers, p.member);
    expect(again.statusCode).toBe(200);
    // The new session may last what is left of today's hour.
    const [fresh] = await s.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.memberId, p.member.id), sql`${sessions.revokedAt} is null`));
    const minutes = fresh ? (fresh.expiresAt.getTime() - Date.now()) / 60_000 : 0;
    expect(minutes).toBeGreaterThan(55);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('is per day and at most 1,440 minutes: anything else is refused and nothing is stored', async () => {
    const p = await fundedPlayer('0');
    const week = await setLimit(p.auth, { kind: 'SESSION', period: 'WEEK', amount: '600' });
    expect(week.statusCode).toBe(400);
    expect(week.json().value.fields.period.message).toBe('limit.session.period');
    const long = await setLimit(p.auth, { kind: 'SESSION', period: 'DAY', amount: '1441' });
    expect(long.statusCode).toBe(400);
    expect(long.json().value.fields.amount.message).toBe('limit.session.minutes');
    const limits = (await s.app.inject({ url: '/wps/member/limits', headers: p.auth })).json().value;
    expect(limits.list).toEqual([]);
  });
});

describe('coming back after a self-exclusion', () => {
  it('asks, then waits 24 hours, then lets the player in', async () => {
    const p = await fundedPlayer('0');
    const taken = await excludeSelf(p.auth, '6m');
    expect(taken.statusCode).toBe(200);
    await s.database.db
      .update(playerBreaks)
      .set({ endsAt: sql`now() - interval '1 second'` })
      .where(eq(playerBreaks.memberId, p.member.id));

    const ended = await signIn(s.m.headers, p.member);
    expect(ended.statusCode).toBe(403);
    expect(ended.json().errorCode).toBe('login.exclusion.ended');
    const asked = await signIn(s.m.headers, p.member, { comeBack: true });
    expect(asked.json().errorCode).toBe('login.comeback.waiting');
    const until = asked.json().value.until as string;
    expect(hoursFromNow(until)).toBeGreaterThan(23.9);
    expect(hoursFromNow(until)).toBeLessThanOrEqual(24);
    // Asking again does not move the time.
    const again = await signIn(s.m.headers, p.member, { comeBack: true });
    expect(again.json()).toMatchObject({ errorCode: 'login.comeback.waiting', value: { until } });
    const lines = await s.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, s.m.id), eq(auditLog.action, 'break.comeback.asked')));
    expect(lines.filter((l) => (l.details as { memberId?: number }).memberId === p.member.id)).toHaveLength(1);

    await s.database.db
      .update(playerBreaks)
      .set({ comeBackFrom: sql`now() - interval '1 second'` })
      .where(eq(playerBreaks.memberId, p.member.id));
    const back = await signIn(s.m.headers, p.member);
    expect(back.statusCode).toBe(200);
    expect(back.json().value.token).toBeTruthy();
  });
});

describe('a self-exclusion extended to every brand', () => {
  it('excludes the same identity-checked person by phone, e-mail or ID number on the other brands, and refuses them registration', async () => {
    const here = await createMerchant(s.database);
    const admin = {
      ...here.headers,
      authorization: (await operatorToken(s.app, here.headers, here.id, 'admin')).token,
    };
    const on = await s.app.inject({
      method: 'PATCH',
      url: '/wps/operator/merchant/settings',
      headers: admin,
      payload: { exclusionAcrossBrands: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().value.exclusionAcrossBrands).toBe(true);
    const byEmail = await createMerchant(s.database);
    const byPhone = await createMerchant(s.database);
    const byId = await createMerchant(s.database);
    const stranger = await createMerchant(s.database);
    const tag = Date.now().toString(36);
    const email = `same.${tag}@example.com`;
    const mobile = `9${Date.now() % 100_000_000}`;
    const person = {
      email,
      mobile,
      countryDialingCode: '855',
      profile: { idNumber: `ID${tag}` },
      kycLevel: 'VERIFIED' as const,
    };
    const excluded = await makeMember(s.app, here.id, person);
    const sameEmail = await makeMember(s.app, byEmail.id, { email: email.toUpperCase() });
    const samePhone = await makeMember(s.app, byPhone.id, { mobile, countryDialingCode: '855' });
    const sameId = await makeMember(s.app, byId.id, { profile: { idNumber: `ID${tag}` } });
    const other = await makeMember(s.app, stranger.id, { email: `other.${tag}@example.com` });
    const emailSession = (await signIn(byEmail.headers, sameEmail)).json().value.token as string;

    const token = (await signIn(here.headers, excluded)).json().value.token as string;
    const taken = await excludeSelf({ ...here.headers, authorization: token }, '1y');
    expect(taken.statusCode).toBe(200);

    for (const [brand, m] of [
      [byEmail, sameEmail],
      [byPhone, samePhone],
      [byId, sameId],
    ] as const) {
      const res = await signIn(brand.headers, m);
      expect(res.json()).toMatchObject({ value: { withdrawOnly: { kind: 'EXCLUSION' } } });
      const [line] = await s.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.merchantId, brand.id), eq(auditLog.action, 'break.exclusion.extended')));
      expect(line?.details).toMatchObject({ memberId: m.id, fromMerchantId: here.id });
    }
    // The session open on another brand ended with it.
    const ended = await s.app.inject({
      url: '/wps/member/breaks',
      headers: { ...byEmail.headers, authorization: emailSession },
    });
    expect(ended.statusCode).toBe(401);
    // Someone else is untouched, and the same person cannot open a new account elsewhere.
    expect((await signIn(stranger.headers, other)).statusCode).toBe(200);
    await s.database.db
      .update(merchants)
      .set({ registerRules: { captcha: { enabled: false } } })
      .where(eq(merchants.id, stranger.id));
    await s.database.db.insert(merchantModules).values({ merchantId: stranger.id, modId: 'GEETEST3', enabled: false });
    const signUp = await sealedCall(s.app, {
      method: 'PUT',
      url: '/wps/member/register',
      headers: stranger.headers,
      payload: {
        username: `x${tag}`.slice(0, 12),
        password: 'abc12345',
        confirmPassword: 'abc12345',
        email,
        ageConfirmed: true,
        termsAccepted: true,
      },
    });
    expect(signUp.json().errorCode).toBe('register.excluded');
  });

  it('stays on its own brand when the account’s identity was never checked: a stranger’s e-mail excludes nobody', async () => {
    const here = await createMerchant(s.database);
    await s.database.db.update(merchants).set({ exclusionAcrossBrands: true }).where(eq(merchants.id, here.id));
    const elsewhere = await createMerchant(s.database);
    const email = `victim.${Date.now().toString(36)}@example.com`;
    const victim = await makeMember(s.app, elsewhere.id, { email, kycLevel: 'VERIFIED' });
    const impostor = await makeMember(s.app, here.id, { email });
    const token = (await signIn(here.headers, impostor)).json().value.token as string;
    const taken = await excludeSelf({ ...here.headers, authorization: token }, 'permanent');
    expect(taken.statusCode).toBe(200);
    // The impostor is excluded where they are; the owner of the e-mail is not, anywhere.
    expect((await signIn(here.headers, impostor)).json().value.withdrawOnly).toMatchObject({ kind: 'EXCLUSION' });
    const victimIn = await signIn(elsewhere.headers, victim);
    expect(victimIn.statusCode).toBe(200);
    expect(victimIn.json().value.withdrawOnly).toBeFalsy();
    const copies = await s.database.db.select().from(playerBreaks).where(eq(playerBreaks.memberId, victim.id));
    expect(copies).toEqual([]);
  });

  it('stays on its own brand where the brand does not extend it', async () => {
    const here = await createMerchant(s.database);
    const elsewhere = await createMerchant(s.database);
    const email = `alone.${Date.now().toString(36)}@example.com`;
    const excluded = await makeMember(s.app, here.id, { email });
    const twin = await makeMember(s.app, elsewhere.id, { email });
    const token = (await signIn(here.headers, excluded)).json().value.token as string;
    const taken = await excludeSelf({ ...here.headers, authorization: token }, 'permanent');
    expect(taken.statusCode).toBe(200);
    const [brand] = await s.database.db.select().from(merchants).where(eq(merchants.id, here.id));
    expect(brand?.exclusionAcrossBrands).toBe(false);
    expect((await signIn(elsewhere.headers, twin)).statusCode).toBe(200);
  });
});
