/**
 * The back office's calls: staff sign-in with authenticator enrolment, idle sessions, roles,
 * player search and 360, player actions, and the operators' hash-chained audit log.
 */
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { auditLog, bankAccounts, members, operatorSessions } from '../src/platform/db/schema.ts';
import { login, makeMember, sealedCall } from './helpers/accounts.ts';
import { createMerchant, openTestDatabase, testApp, uniqueCode } from './helpers/app.ts';
import { channels, grantBonusViaApi, operatorToken, totpCode, withdrawingPlayer } from './helpers/money.ts';

let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;
let other: Awaited<ReturnType<typeof createMerchant>>;
let admin: Record<string, string>;

const as = async (role: Parameters<typeof operatorToken>[3], merchant = m) => ({
  ...merchant.headers,
  authorization: (await operatorToken(app, merchant.headers, merchant.id, role)).token,
});
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const code = totpCode;
/** The brand's refused operator sign-ins in the audit log. */
const refusedSignIns = () =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.merchantId, m.id), eq(auditLog.action, 'operator.sign-in.refused')));

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  m = await createMerchant(database);
  other = await createMerchant(database);
  admin = await as('admin');
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('staff', () => {
  it('a new operator enrols an authenticator at first sign-in, then signs in with its codes', async () => {
    const created = await call('POST', '/wps/operator/staff', admin, {
      username: 'dara.risk',
      role: 'risk',
      password: 'long-enough-pass',
    });
    expect(created.json().value).toMatchObject({ username: 'dara.risk', role: 'risk', totpEnrolled: false });
    const first = await call('POST', '/wps/operator/login', m.headers, {
      username: 'dara.risk',
      password: 'long-enough-pass',
    });
    const { ticket, secret, otpauth } = first.json().value.enrol;
    expect(otpauth).toContain(`secret=${secret}`);
    const wrong = await call('POST', '/wps/operator/login/enrol', m.headers, { ticket, totp: '000000' });
    expect(wrong.json().errorCode).toBe('operator.login.failed');
    const enrolling = code(secret);
    const enrolled = await call('POST', '/wps/operator/login/enrol', m.headers, { ticket, totp: enrolling });
    expect(enrolled.json().value).toMatchObject({ role: 'risk', username: 'dara.risk', idleMinutes: 30 });
    // The ticket is spent, and from now on the code is required.
    const again = await call('POST', '/wps/operator/login/enrol', m.headers, { ticket, totp: code(secret) });
    expect(again.json().errorCode).toBe('operator.enrol.expired');
    const noCode = await call('POST', '/wps/operator/login', m.headers, {
      username: 'dara.risk',
      password: 'long-enough-pass',
    });
    expect(noCode.json().errorCode).toBe('operator.login.failed');
    // The enrolling code is spent: signing in with it again is refused.
    const spent = await call('POST', '/wps/operator/login', m.headers, {
      username: 'dara.risk',
      password: 'long-enough-pass',
      totp: enrolling,
    });
    expect(spent.json().errorCode).toBe('operator.login.failed');
    const withCode = await call('POST', '/wps/operator/login', m.headers, {
      username: 'dara.risk',
      password: 'long-enough-pass',
      totp: code(secret, 1),
    });
    const me = await call('GET', '/wps/operator/me', { ...m.headers, authorization: withCode.json().value.token });
    expect(me.json().value).toMatchObject({ username: 'dara.risk', role: 'risk', merchant: { code: m.code } });
  });

  it('an authenticator code is good once: a replay is refused and audited, two sends at once open one session', async () => {
    const op = await operatorToken(app, m.headers, m.id, 'support');
    const signIn = (totp: string) =>
      call('POST', '/wps/operator/login', m.headers, { username: op.username, password: 'operator-pass', totp });
    // The code operatorToken signed in with, sent again as a thief who read it would.
    const replay = await signIn(op.code);
    expect(replay.json().errorCode).toBe('operator.login.failed');
    // The line is written beside the answer, not before it (auditRefusalAside()).
    await expect
      .poll(async () => (await refusedSignIns()).map((r) => r.details).filter((d) => d.username === op.username))
      .toEqual([{ username: op.username, reason: 'code-reused' }]);
    const next = code(op.secret, 1);
    const both = await Promise.all([signIn(next), signIn(next)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('a refused sign-in answers without waiting for its audit line, so its time does not tell a real name', async () => {
    const op = await operatorToken(app, m.headers, m.id, 'support');
    const wrong = () =>
      call('POST', '/wps/operator/login', m.headers, { username: op.username, password: 'wrong-pass', totp: '123456' });
    const linesOfOp = async () => (await refusedSignIns()).filter((r) => r.details.username === op.username);
    if (database.native.kind !== 'postgres') {
      // Embedded PGlite serves one connection: nothing else can hold the chain meanwhile.
      expect((await wrong()).json().errorCode).toBe('operator.login.failed');
      await expect.poll(async () => (await linesOfOp()).length).toBe(1);
      return;
    }
    // Another connection holds the brand's audit chain, as a long operator action would: the
    // refusal's line waits for it, the refusal does not.
    const other = new pg.Client({ connectionString: database.native.url });
    await other.connect();
    try {
      await other.query('begin');
      await other.query("select pg_advisory_xact_lock(hashtext('audit-chain'), $1)", [m.id]);
      expect((await wrong()).json().errorCode).toBe('operator.login.failed');
      expect(await linesOfOp()).toHaveLength(0);
      await other.query('commit');
      await expect
        .poll(async () => (await linesOfOp()).map((r) => r.details))
        .toEqual([{ username: op.username, reason: 'credentials' }]);
    } finally {
      await other.end();
    }
  });

  it('names that are no operator’s are audited once per network and window, not once each', async () => {
    const from = (remoteAddress: string, username: string) =>
      app.inject({
        method: 'POST',
        url: '/wps/operator/login',
        headers: m.headers,
        remoteAddress,
        payload: { username, password: 'x', totp: '123456' },
      });
    const names = Array.from({ length: 12 }, () => uniqueCode('ghost'));
    for (const name of names) expect((await from('198.18.7.1', name)).json().errorCode).toBe('operator.login.failed');
    await from('198.19.7.1', uniqueCode('ghost'));
    const ghostLines = async () => (await refusedSignIns()).filter((l) => l.actorId.startsWith('?ghost'));
    await expect.poll(async () => (await ghostLines()).map((l) => l.ip).sort()).toEqual(['198.18.7.1', '198.19.7.1']);
    const ghosts = await ghostLines();
    expect(ghosts.find((l) => l.ip === '198.18.7.1')?.actorId).toBe(`?${names[0]}`);
  });

  it('every sign-in, good or refused (a made-up name the first from its network), is in the audit log with its address', async () => {
    await call('POST', '/wps/operator/login', m.headers, { username: 'nobody', password: 'x', totp: '123456' });
    await expect
      .poll(async () => (await refusedSignIns()).some((r) => r.actorId === '?nobody' && r.ip === '127.0.0.1'))
      .toBe(true);
    const good = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, m.id), eq(auditLog.action, 'operator.sign-in')));
    expect(good.length).toBeGreaterThan(0);
  });

  it('five wrong sign-ins from one network shut that network out for that name, not the operator elsewhere', async () => {
    const op = await operatorToken(app, m.headers, m.id, 'support');
    const attempt = (password: string, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/wps/operator/login',
        headers: m.headers,
        remoteAddress,
        // The next step's code: operatorToken spent the current one.
        payload: { username: op.username, password, totp: code(op.secret, 1) },
      });
    const wrong = await Promise.all(Array.from({ length: 5 }, (_, i) => attempt(`guess-${i}`, '203.0.113.9')));
    expect(wrong.map((r) => r.json().errorCode)).toEqual(Array(5).fill('operator.login.failed'));
    expect((await attempt('operator-pass', '203.0.113.9')).json().errorCode).toBe('operator.login.locked');
    expect((await attempt('operator-pass', '198.51.100.7')).json().value.token).toBeTruthy();
  });

  it('a session left idle past the limit is over', async () => {
    const headers = await as('support');
    expect((await call('GET', '/wps/operator/me', headers)).statusCode).toBe(200);
    await database.db.update(operatorSessions).set({ lastSeenAt: sql`now() - interval '31 minutes'` }).where(sql`true`);
    expect((await call('GET', '/wps/operator/me', headers)).json().errorCode).toBe('user.token.expired');
    admin = await as('admin');
  });

  it('an admin resets an authenticator and disables an operator; their sessions end', async () => {
    const target = await operatorToken(app, m.headers, m.id, 'finance');
    const headers = { ...m.headers, authorization: target.token };
    const list = (await call('GET', '/wps/operator/staff', admin)).json().value as { id: number; username: string }[];
    const id = list.find((o) => o.username === target.username)?.id;
    const reset = await call('POST', `/wps/operator/staff/${id}/totp-reset`, admin);
    expect(reset.json().value.totpEnrolled).toBe(false);
    expect((await call('GET', '/wps/operator/me', headers)).json().errorCode).toBe('user.token.expired');
    const disabled = await call('PATCH', `/wps/operator/staff/${id}`, admin, { status: 'DISABLED' });
    expect(disabled.json().value.status).toBe('DISABLED');
    const self = (await call('GET', '/wps/operator/me', admin)).json().value.id;
    const demote = await call('PATCH', `/wps/operator/staff/${self}`, admin, { role: 'support' });
    expect(demote.json().errorCode).toBe('operator.forbidden');
  });

  it('refuses bad input and a taken username, changing nothing', async () => {
    const bad = await call('POST', '/wps/operator/staff', admin, { username: 'A B', role: 'boss', password: 'short' });
    expect(bad.statusCode).toBe(400);
    await call('POST', '/wps/operator/staff', admin, {
      username: 'twice',
      role: 'content',
      password: 'long-enough-pass',
    });
    const taken = await call('POST', '/wps/operator/staff', admin, {
      username: 'twice',
      role: 'lottery',
      password: 'long-enough-pass',
    });
    expect(taken.json().errorCode).toBe('staff.username.taken');
  });
});

describe('roles', () => {
  it('support cannot approve a withdrawal; finance cannot manage staff', async () => {
    const finance = await as('finance');
    const support = await as('support');
    const ch = await channels(app, m.id);
    const p = await withdrawingPlayer(app, m.headers, m.id, finance, ch.bank.id);
    const res = await sealedCall(app, {
      method: 'PUT',
      url: '/wps/transaction/withdraw',
      headers: p.auth,
      payload: { bankAccountId: p.cardId, amount: '2500', paymentPassword: '123456' },
    });
    const id = res.json().value.id as number;
    const twin = await makeMember(app, m.id);
    await login(app, m.headers, { username: twin.account, password: twin.password });
    const refused = await call('POST', `/wps/operator/withdrawals/${id}/approve`, support, {});
    expect(refused.json().errorCode).toBe('operator.forbidden');
    const pending = (await call('GET', '/wps/operator/withdrawals', support)).json().value as {
      id: number;
      review: Record<string, unknown>;
    }[];
    // The reviewer sees the player's money, wagering, last sign-in and who shares their address.
    expect(pending.find((w) => w.id === id)).toMatchObject({ account: p.member.account });
    expect(pending.find((w) => w.id === id)?.review).toMatchObject({
      account: p.member.account,
      balance: '97500',
      depositsTotal: '100000',
      withdrawalsTotal: '0',
      wagering: { required: '0', progressed: '0' },
      lastSignInIp: '127.0.0.1',
      sharedIp: expect.arrayContaining([{ id: twin.id, account: twin.account, ip: '127.0.0.1' }]),
    });
    // The search shows each player's own main balance.
    const found = await call('GET', `/wps/operator/players?q=${p.member.account}`, support);
    expect(found.json().value.list).toMatchObject([{ id: p.member.id, mainBalance: '97500' }]);
    expect((await call('GET', '/wps/operator/staff', finance)).json().errorCode).toBe('operator.forbidden');
    expect(
      (
        await call('POST', '/wps/operator/staff', finance, {
          username: 'x1x',
          role: 'admin',
          password: 'long-enough-pass',
        })
      ).json().errorCode,
    ).toBe('operator.forbidden');
  });
});

describe('players', () => {
  it('finds a player by account, IP, bank account and invitation code, paged and sorted', async () => {
    const support = await as('support');
    const a = await makeMember(app, m.id, { account: 'sokha01', nickname: 'Sokha' });
    await makeMember(app, m.id, { account: 'sokha02' });
    await login(app, m.headers, { username: a.account, password: a.password }, '10.9.8.7');
    await database.db
      .insert(bankAccounts)
      .values({ merchantId: m.id, memberId: a.id, bankName: 'ABA', accountNumber: '5550001112', accountName: 'Sokha' });
    const search = async (q: string, extra = '') =>
      (await call('GET', `/wps/operator/players?q=${encodeURIComponent(q)}${extra}`, support)).json().value;
    const byPrefix = await search('SOKHA', '&sort=account&order=asc&size=1');
    expect(byPrefix.total).toBe(2);
    expect(byPrefix.list.map((r: { account: string }) => r.account)).toEqual(['sokha01']);
    expect((await search('SOKHA', '&sort=account&order=asc&size=1&page=2')).list[0].account).toBe('sokha02');
    expect((await search('10.9.8.7')).list).toMatchObject([{ account: 'sokha01', matched: 'IP' }]);
    expect((await search('5550001112')).list).toMatchObject([{ account: 'sokha01', matched: 'bank account' }]);
    const [row] = await database.db.select({ code: members.referralCode }).from(members).where(eq(members.id, a.id));
    expect((await search(row?.code.toLowerCase() ?? '')).list[0]).toMatchObject({ matched: 'invitation code' });
    // Another brand's operator finds nothing and opens nothing.
    const theirs = await as('admin', other);
    expect((await call('GET', '/wps/operator/players?q=sokha', theirs)).json().value.total).toBe(0);
    expect((await call('GET', `/wps/operator/players/${a.id}`, theirs)).statusCode).toBe(404);
    expect((await call('POST', `/wps/operator/players/${a.id}/lock`, theirs, { reason: 'not yours' })).statusCode).toBe(
      404,
    );
  });

  it('locks and unlocks sign-in, resets passwords, labels and notes a player, each audited', async () => {
    const support = await as('support');
    const p = await makeMember(app, m.id);
    const token = (await login(app, m.headers, { username: p.account, password: p.password })).json().value.token;
    const lock = await call('POST', `/wps/operator/players/${p.id}/lock`, support, { reason: 'chargeback' });
    expect(lock.statusCode).toBe(200);
    // The open session ends and sign-in is refused.
    const wallet = await app.inject({
      url: '/wps/v2/wallets/balance',
      headers: { ...m.headers, authorization: token },
    });
    expect(wallet.json().success).toBe(false);
    expect((await login(app, m.headers, { username: p.account, password: p.password })).json().errorCode).toBe(
      'login.denied',
    );
    await call('POST', `/wps/operator/players/${p.id}/unlock`, support, { reason: 'resolved' });
    expect((await login(app, m.headers, { username: p.account, password: p.password })).statusCode).toBe(200);

    const reset = await call('POST', `/wps/operator/players/${p.id}/password-reset`, support);
    const temporary = reset.json().value.temporaryPassword as string;
    expect(temporary).toMatch(/^[A-Za-z2-9]{12}$/);
    expect((await login(app, m.headers, { username: p.account, password: p.password })).statusCode).not.toBe(200);
    expect((await login(app, m.headers, { username: p.account, password: temporary })).statusCode).toBe(200);
    // A player with a phone gets it there: the operator who asked never sees it.
    const reachable = await makeMember(app, m.id, { mobile: '12777888', countryDialingCode: '855' });
    const sent = await call('POST', `/wps/operator/players/${reachable.id}/password-reset`, support);
    expect(sent.json().value).toEqual({
      temporaryPassword: null,
      sentTo: { channel: 'SMS', to: expect.stringMatching(/888$/) },
    });
    expect(sent.body).not.toMatch(/12777888/);
    const outbox = await app.inject({ url: '/wps/dev/outbox?to=%2B85512777888', headers: m.headers });
    const body = (outbox.json().value as { body: string }[])[0]?.body ?? '';
    const texted = body.match(/\b([A-Za-z2-9]{12})\b/)?.[1] ?? '';
    expect((await login(app, m.headers, { username: reachable.account, password: texted })).json().value).toMatchObject(
      {
        forceChangePassword: true,
      },
    );

    // Labels are risk's and admins', not support's.
    const labels = { memberLabels: ['VIP3'], clubLabel: 'Gold' };
    expect((await call('PUT', `/wps/operator/players/${p.id}/labels`, support, labels)).json().errorCode).toBe(
      'operator.forbidden',
    );
    await call('PUT', `/wps/operator/players/${p.id}/labels`, admin, labels);
    await call('POST', `/wps/operator/players/${p.id}/notes`, support, { text: 'Called about a deposit.' });
    expect((await call('POST', `/wps/operator/players/${p.id}/notes`, support, { text: '  ' })).statusCode).toBe(400);
    expect((await call('POST', `/wps/operator/players/${p.id}/lock`, support, { reason: '' })).statusCode).toBe(400);

    const view = (await call('GET', `/wps/operator/players/${p.id}`, support)).json().value;
    expect(view.player).toMatchObject({ memberLabels: ['VIP3'], clubLabel: 'Gold', mustChangePassword: true });
    expect(view.notes).toMatchObject([{ text: 'Called about a deposit.' }]);
    expect(view.logins.length).toBeGreaterThanOrEqual(2);
    expect(view.balances.main).toBe('0');
    const actions = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, m.id), sql`${auditLog.details}->>'memberId' = ${String(p.id)}`));
    expect(actions.map((a) => a.action).sort()).toEqual(
      ['player.labels', 'player.lock', 'player.note', 'player.password-reset', 'player.unlock'].sort(),
    );
  });
});

describe('the player 360 lists', () => {
  it('shows the player’s bonuses with their wagering and the messages sent to them alone', async () => {
    const p = await makeMember(app, m.id);
    const grant = await grantBonusViaApi(app, admin, {
      account: p.account,
      amount: '5000',
      turnoverMultiple: 3,
      reason: 'welcome',
      idempotencyKey: `welcome-bonus-${p.id}`,
    });
    expect(grant.statusCode).toBe(200);
    const sent = await call('POST', '/wps/operator/messages', admin, {
      account: p.account,
      title: 'Your bonus',
      content: 'Play it through three times.',
    });
    expect(sent.statusCode).toBe(200);
    await call('POST', '/wps/operator/messages', admin, { all: true, title: 'To everyone', content: 'Hello.' });
    const view = (await call('GET', `/wps/operator/players/${p.id}`, admin)).json().value;
    expect(view.bonuses).toMatchObject([{ source: 'BONUS', required: '15000', progressed: '0', status: 'ACTIVE' }]);
    expect(view.messages).toHaveLength(1);
    expect(view.messages[0]).toMatchObject({ title: 'Your bonus', sentBy: expect.any(String) });
  });
});

describe('the audit log', () => {
  it('lists lines with their operator and checks the chain; an edited or deleted line breaks it', async () => {
    const list = (await call('GET', '/wps/operator/audit?actorType=operator&action=player.', admin)).json().value;
    expect(list.total).toBeGreaterThan(0);
    expect(list.list[0]).toMatchObject({ chained: true, actorType: 'operator' });
    expect(list.list[0].actorName).toBeTruthy();
    const verify = async () => (await call('GET', '/wps/operator/audit/verify', admin)).json().value;
    const before = await verify();
    expect(before).toMatchObject({ ok: true, brokenAt: null });
    expect(before.checked).toBeGreaterThan(5);

    // The log refuses edits...
    await expect(
      database.db.update(auditLog).set({ action: 'x' }).where(eq(auditLog.merchantId, m.id)),
    ).rejects.toThrow();
    // ...so an attacker with the database's keys turns that off first.
    const victim = list.list[list.list.length - 1].id as number;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
      await tx.execute(sql`update audit_log set details = details || '{"reason":"nothing"}' where id = ${victim}`);
      await tx.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    });
    expect(await verify()).toMatchObject({ ok: false, brokenAt: victim });
  });
});
