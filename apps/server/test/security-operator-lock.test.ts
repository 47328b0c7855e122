/**
 * An operator's sign-in counts attempts on the name from every network together, not only per
 * network: a guesser holding many networks (the /64s of one IPv6 /48) gets 20 tries an hour in
 * all, the right password with wrong authenticator codes included, the lock is audited, and the
 * operator's own network stays open.
 */
import { and, eq, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { hashPassword } from '../src/platform/auth/passwords.ts';
import type { Database } from '../src/platform/db/index.ts';
import { attemptCounters, auditLog, operators } from '../src/platform/db/schema.ts';
import { createMerchant, openTestDatabase, testApp, uniqueCode } from './helpers/app.ts';
import { totpCode } from './helpers/money.ts';

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

const PASSWORD = 'operator-pass';
/** The name's allowance from all networks together in an hour. */
const ALLOWED = 20;

/** An enrolled operator that has not signed in yet, so no network is its own. */
async function makeOperator() {
  const secret = new OTPAuth.Secret();
  const username = uniqueCode('op');
  const [row] = await database.db
    .insert(operators)
    .values({
      merchantId: m.id,
      username,
      passwordHash: await hashPassword(PASSWORD),
      totpSecret: secret.base32,
      totpEnrolledAt: new Date(),
      role: 'support',
    })
    .returning({ id: operators.id });
  return { id: (row as { id: number }).id, username, secret };
}
type Op = Awaited<ReturnType<typeof makeOperator>>;

/** A /64 of its own for each attempt, all within one /48: one subscriber's prefix. */
let seq = 0;
const newNetwork = () => `2001:db8:4d2:${(seq++).toString(16)}::7`;

const signIn = (op: Op, remoteAddress: string, password: string, totp?: string) =>
  app.inject({
    method: 'POST',
    url: '/wps/operator/login',
    headers: m.headers,
    remoteAddress,
    payload: { username: op.username, password, ...(totp ? { totp } : {}) },
  });

/** A code the authenticator does not show around now (the server takes the step before and after). */
const wrongCode = (op: Op, i: number) => {
  const near = new Set([-2, -1, 0, 1, 2].map((k) => totpCode(op.secret, k)));
  let n = i * 7919;
  while (near.has(String(n % 1_000_000).padStart(6, '0'))) n++;
  return String(n % 1_000_000).padStart(6, '0');
};

const lockLines = (op: Op) =>
  database.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.merchantId, m.id),
        eq(auditLog.action, 'operator.sign-in.locked'),
        eq(auditLog.actorId, String(op.id)),
      ),
    );

/** The hour passes for every counter of the name (the window is the row's own start). */
const hourPasses = (op: Op) =>
  database.db
    .update(attemptCounters)
    .set({ windowStartedAt: sql`${attemptCounters.windowStartedAt} - interval '61 minutes'` })
    .where(and(eq(attemptCounters.merchantId, m.id), eq(attemptCounters.subject, op.username.toLowerCase())));

describe('an operator name is locked after 20 attempts from all networks together', () => {
  it('wrong passwords from many networks lock it: the right password and code are refused, the lock is audited, and the next hour opens it', async () => {
    const op = await makeOperator();
    for (let i = 0; i < ALLOWED; i++) {
      const res = await signIn(op, newNetwork(), `guess-${i}`, wrongCode(op, i));
      expect(res.json().errorCode).toBe('operator.login.failed');
    }
    // Each network tried once, far below its own lock of five; the name as a whole is spent.
    const right = await signIn(op, newNetwork(), PASSWORD, totpCode(op.secret));
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ errorCode: 'operator.login.locked', value: null });
    expect((await signIn(op, '198.51.100.23', PASSWORD, totpCode(op.secret))).json().errorCode).toBe(
      'operator.login.locked',
    );

    // Staff see the lock engage, once, with the address of the attempt that engaged it.
    await expect.poll(async () => (await lockLines(op)).length).toBe(1);
    const [line] = await lockLines(op);
    expect(line?.details).toEqual({ username: op.username, attempts: ALLOWED, windowMinutes: 60 });
    expect(line?.ip).toMatch(/^2001:db8:4d2:/);
    // Each refusal under the lock is a line of its own, with its reason.
    await expect.poll(async () => (await refusedReasons(op)).filter((r) => r === 'account-locked').length).toBe(2);

    await hourPasses(op);
    const after = await signIn(op, newNetwork(), PASSWORD, totpCode(op.secret));
    expect(after.statusCode).toBe(200);
    expect(after.json().value.token).toBeTruthy();
  });

  it('the right password with wrong codes counts: 40 at once from 40 networks get 20 comparisons, then the right code is refused', async () => {
    const op = await makeOperator();
    const replies = await Promise.all(
      Array.from({ length: 2 * ALLOWED }, (_, i) => signIn(op, newNetwork(), PASSWORD, wrongCode(op, i))),
    );
    const codes = replies.map((r) => r.json().errorCode as string);
    expect(codes.filter((c) => c === 'operator.login.failed')).toHaveLength(ALLOWED);
    expect(codes.filter((c) => c === 'operator.login.locked')).toHaveLength(ALLOWED);
    const right = await signIn(op, newNetwork(), PASSWORD, totpCode(op.secret));
    expect(right.json().errorCode).toBe('operator.login.locked');
    expect(right.json().value).toBeNull();
    await expect.poll(async () => (await lockLines(op)).length).toBe(1);
  });

  it('an operator without an authenticator yet is not handed an enrolment once the name is locked', async () => {
    const op = await makeOperator();
    await database.db.update(operators).set({ totpSecret: null, totpEnrolledAt: null }).where(eq(operators.id, op.id));
    for (let i = 0; i < ALLOWED; i++)
      expect((await signIn(op, newNetwork(), `guess-${i}`)).json().errorCode).toBe('operator.login.failed');
    const right = await signIn(op, newNetwork(), PASSWORD);
    expect(right.json().errorCode).toBe('operator.login.locked');
    expect(right.json().value).toBeNull();
  });

  it('the operator’s own network still gets in while the name is locked, and that sign-in does not reopen it', async () => {
    const op = await makeOperator();
    const home = '192.0.2.44';
    expect((await signIn(op, home, PASSWORD, totpCode(op.secret))).statusCode).toBe(200);
    // That sign-in was an attempt on the name too: 19 more fill the hour.
    for (let i = 1; i < ALLOWED; i++)
      expect((await signIn(op, newNetwork(), PASSWORD, wrongCode(op, i))).json().errorCode).toBe(
        'operator.login.failed',
      );
    // A new network is refused unchecked (the code is not spent), the operator's own is not.
    expect((await signIn(op, newNetwork(), PASSWORD, totpCode(op.secret, 1))).json().errorCode).toBe(
      'operator.login.locked',
    );
    const fromHome = await signIn(op, home, PASSWORD, totpCode(op.secret, 1));
    expect(fromHome.statusCode).toBe(200);
    expect(fromHome.json().value.token).toBeTruthy();
    // The owner's success forgave nothing on the name: new networks are still held.
    expect((await signIn(op, newNetwork(), PASSWORD, wrongCode(op, 99))).json().errorCode).toBe(
      'operator.login.locked',
    );
  });
});

async function refusedReasons(op: Op) {
  const rows = await database.db
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'operator.sign-in.refused'), eq(auditLog.actorId, String(op.id))));
  return rows.map((r) => (r.details as { reason?: string }).reason);
}
