import type { OperatorLoginValue } from '@mekong/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as OTPAuth from 'otpauth';
import { audit } from '../../platform/audit.ts';
import { createCounters, networkOf } from '../../platform/auth/attempt-counters.ts';
import { bearerToken } from '../../platform/auth/guard.ts';
import { burnPasswordCheck, verifyPassword } from '../../platform/auth/passwords.ts';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import { spendTotpStep, totpStep } from '../../platform/auth/totp.ts';
import type { Db } from '../../platform/db/index.ts';
import { operatorEnrolments, operatorSessions, operators } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { ACCOUNT_ATTEMPTS, countOnAccount, signedInFrom } from './sign-in-lock.ts';

export type { Operator, Role } from '../../platform/auth/guard.ts';

/** A console session ends after this long in any case, and after IDLE_MINUTES without a call. */
const SESSION_HOURS = 8;
export const IDLE_MINUTES = 30;
/** The last-seen time is written at most this often, not on every call. */
const TOUCH_MS = 60_000;
const ENROL_MINUTES = 10;
/**
 * Sign-in attempts per operator name and network, counted in the database before anything is
 * compared (so simultaneous guesses each get a place in line): past MAX_ATTEMPTS in the window,
 * that network is refused for that name for LOCK_MS, whatever it sends. Another network, the
 * operator's own, is not shut out by an attacker's guesses. The name's attempts from all networks
 * together are counted too (ACCOUNT_ATTEMPTS, sign-in-lock.ts).
 */
const ATTEMPTS = { scope: 'operator_login', windowMs: 15 * 60_000, max: 5, lockMs: 15 * 60_000 } as const;
const ISSUER = 'Mekong';

const totpOf = (secret: string, label = '') =>
  new OTPAuth.TOTP({ issuer: ISSUER, label, secret: OTPAuth.Secret.fromBase32(secret) });

type Where = { merchantId: number; ip: string };
/** Where a sign-in's failures after its answer are told (the request's log). */
type ErrorLog = { error: (facts: object, message: string) => void };
type Op = typeof operators.$inferSelect;

/**
 * Names that are no operator's, tried from one network: the first in the window is audited, the
 * rest are counted only. Each audit line of the operators' chain waits for the one before it, so a
 * stream of made-up names would otherwise fill the chain and hold up the real operators' actions.
 */
const UNKNOWN_NAMES = { scope: 'operator_login_unknown', windowMs: 15 * 60_000 } as const;
async function firstUnknownNameFrom(counters: ReturnType<typeof createCounters>, where: Where) {
  const key = { merchantId: where.merchantId, scope: UNKNOWN_NAMES.scope, subject: networkOf(where.ip) };
  return (await counters.hit(key, UNKNOWN_NAMES.windowMs)).count === 1;
}

/**
 * Every sign-in under an operator's name, good or not, is a line of the operators' audit chain (a
 * made-up name only as firstUnknownNameFrom allows).
 */
const signInAudit = (db: Db, where: Where, actorId: string, action: string, details: Record<string, unknown>) =>
  audit(db, { merchantId: where.merchantId, actor: { type: 'operator', id: actorId }, action, details, ip: where.ip });

/**
 * A refused sign-in's audit line is written beside the answer, never before it: how long a refusal
 * takes must not tell a real operator's name from a made-up one. A real name's line joins the
 * operators' chain and waits for the line before it; a made-up name's, after the first from its
 * network in the window, is only counted. Awaited, that difference showed in the answer's time,
 * most clearly once the network is locked out, when no password check hides it.
 */
function auditRefusalAside(
  db: Db,
  counters: ReturnType<typeof createCounters>,
  where: Where,
  op: Op | undefined,
  details: { username: string; reason: string },
  log: ErrorLog,
) {
  const write = async () => {
    if (op || (await firstUnknownNameFrom(counters, where)))
      await signInAudit(db, where, op ? String(op.id) : `?${details.username}`, 'operator.sign-in.refused', details);
  };
  write().catch((err: unknown) => log.error({ err }, 'the audit line of a refused operator sign-in was not written'));
}

/**
 * The name's lock engaging: a line of its own on the operators' chain, written aside like a
 * refusal's, so staff see that sign-ins from new networks are held and from where the last came.
 */
function auditLockAside(db: Db, where: Where, op: Op, log: ErrorLog) {
  const details = {
    username: op.username,
    attempts: ACCOUNT_ATTEMPTS.max,
    windowMinutes: ACCOUNT_ATTEMPTS.windowMs / 60_000,
  };
  signInAudit(db, where, String(op.id), 'operator.sign-in.locked', details).catch((err: unknown) =>
    log.error({ err }, 'the audit line of a locked operator sign-in was not written'),
  );
}

async function openSession(db: Db, op: Op, where: Where): Promise<OperatorLoginValue> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx.insert(operatorSessions).values({
      tokenHash: hashToken(token),
      operatorId: op.id,
      ip: where.ip,
      expiresAt: new Date(Date.now() + SESSION_HOURS * 3_600_000),
    });
    await tx.update(operators).set({ lastSignInAt: sql`now()` }).where(eq(operators.id, op.id));
    await audit(tx, {
      merchantId: where.merchantId,
      actor: { type: 'operator', id: String(op.id) },
      action: 'operator.sign-in',
      details: { username: op.username },
      ip: where.ip,
    });
  });
  return { token, role: op.role, username: op.username, idleMinutes: IDLE_MINUTES };
}

/**
 * Password and authenticator code, both required. An operator with no authenticator yet (new, or
 * reset by an admin) gets, after the right password, a secret to enrol and a ticket that
 * POST /wps/operator/login/enrol trades with its first code for a session.
 */
export async function operatorLogin(
  db: Db,
  where: Where,
  input: { username: string; password: string; totp?: string | undefined },
  log: ErrorLog,
): Promise<OperatorLoginValue> {
  const counters = createCounters(db);
  const key = {
    merchantId: where.merchantId,
    scope: ATTEMPTS.scope,
    subject: input.username.toLowerCase(),
    source: networkOf(where.ip),
  };
  const place = await counters.hit(key, ATTEMPTS.windowMs);
  const [op] = await db
    .select()
    .from(operators)
    .where(and(eq(operators.merchantId, where.merchantId), eq(operators.username, input.username)));
  if (place.lockedUntil || place.count > ATTEMPTS.max) {
    auditRefusalAside(db, counters, where, op, { username: input.username, reason: 'locked' }, log);
    throw new AppError('operator.login.locked', 'Too many attempts: try again later');
  }
  // Only attempts this network may still make reach the name's count: a network already shut out
  // is refused above without being compared, and adds nothing to the name's lock.
  const account = await countOnAccount(counters, where.merchantId, input.username);
  if (account.engages && op) auditLockAside(db, where, op, log);
  if (account.over && !(await signedInFrom(db, op?.id ?? 0, where.ip))) {
    auditRefusalAside(db, counters, where, op, { username: input.username, reason: 'account-locked' }, log);
    throw new AppError('operator.login.locked', 'Too many attempts: try again later');
  }
  const passwordOk = op
    ? await verifyPassword(op.passwordHash, input.password)
    : await burnPasswordCheck(input.password);
  const refuse = async (reason: string) => {
    if (place.count >= ATTEMPTS.max) await counters.lock(key, ATTEMPTS.lockMs);
    auditRefusalAside(db, counters, where, op, { username: input.username, reason }, log);
    return new AppError('operator.login.failed', 'Wrong credentials or code');
  };
  if (!op || !passwordOk) throw await refuse('credentials');
  if (op.status !== 'ACTIVE') throw await refuse('disabled');
  if (!op.totpSecret || !op.totpEnrolledAt) {
    const secret = new OTPAuth.Secret({ size: 20 }).base32;
    const ticket = newToken();
    await db.insert(operatorEnrolments).values({
      ticketHash: hashToken(ticket),
      operatorId: op.id,
      secret,
      expiresAt: new Date(Date.now() + ENROL_MINUTES * 60_000),
    });
    return { enrol: { ticket, secret, otpauth: totpOf(secret, `${op.username}@${where.merchantId}`).toString() } };
  }
  const step = input.totp ? totpStep(op.totpSecret, input.totp) : null;
  if (step === null) throw await refuse('code');
  // A right code already used (by this sign-in's twin sent at once, or by a replay) is refused
  // like a wrong one, and audited as reused: someone else may have read it.
  if (!(await spendTotpStep(db, { operatorId: op.id }, step))) throw await refuse('code-reused');
  // Only the per-network counts are forgiven: the name's count from everywhere runs its hour out,
  // so the owner's sign-ins never reopen it for a guesser who holds the password.
  await counters.clear(where.merchantId, [ATTEMPTS.scope], [key.subject]);
  return openSession(db, op, where);
}

/** The first code from the enrolled authenticator: the secret becomes the operator's, and a session opens. */
export async function operatorEnrol(db: Db, where: Where, input: { ticket: string; totp: string }) {
  const [row] = await db
    .select({ enrolment: operatorEnrolments, op: operators })
    .from(operatorEnrolments)
    .innerJoin(operators, eq(operators.id, operatorEnrolments.operatorId))
    .where(
      and(
        eq(operatorEnrolments.ticketHash, hashToken(input.ticket)),
        isNull(operatorEnrolments.usedAt),
        gt(operatorEnrolments.expiresAt, sql`now()`),
        eq(operators.merchantId, where.merchantId),
      ),
    );
  if (row?.op.status !== 'ACTIVE') throw new AppError('operator.enrol.expired', 'Sign in again to enrol');
  const step = totpStep(row.enrolment.secret, input.totp);
  if (step === null) {
    await signInAudit(db, where, String(row.op.id), 'operator.enrol.refused', { username: row.op.username });
    throw new AppError('operator.login.failed', 'Wrong credentials or code');
  }
  // The ticket is spent in the statement that checks it is unspent: two sends enrol once.
  const [spent] = await db
    .update(operatorEnrolments)
    .set({ usedAt: sql`now()` })
    .where(and(eq(operatorEnrolments.ticketHash, hashToken(input.ticket)), isNull(operatorEnrolments.usedAt)))
    .returning();
  if (!spent) throw new AppError('operator.enrol.expired', 'Sign in again to enrol');
  const [op] = await db
    .update(operators)
    // The enrolling code is spent: it cannot open a second session.
    .set({ totpSecret: row.enrolment.secret, totpEnrolledAt: sql`now()`, totpLastStep: step })
    .where(eq(operators.id, row.op.id))
    .returning();
  if (!op) throw new AppError('operator.enrol.expired', 'Sign in again to enrol');
  await signInAudit(db, where, String(op.id), 'operator.enrol', { username: op.username });
  return openSession(db, op, where);
}

export async function operatorLogout(db: Db, token: string) {
  await db
    .update(operatorSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(operatorSessions.tokenHash, hashToken(token)), isNull(operatorSessions.revokedAt)));
}

/**
 * Routes that declare `roles` need a live operator session of the request's merchant whose
 * operator holds one of them. A session unused for IDLE_MINUTES is over.
 */
export function installOperatorGuard(app: FastifyInstance, db: Db) {
  app.addHook('preHandler', async (request) => {
    const roles = request.routeOptions.config.roles;
    if (!roles) return;
    const token = bearerToken(request);
    if (!token) throw new AppError('login.not.session', 'Operator sign-in needed');
    const tokenHash = hashToken(token);
    const [row] = await db
      .select({ op: operators, lastSeenAt: operatorSessions.lastSeenAt })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(
        and(
          eq(operatorSessions.tokenHash, tokenHash),
          isNull(operatorSessions.revokedAt),
          gt(operatorSessions.expiresAt, sql`now()`),
          gt(operatorSessions.lastSeenAt, sql`now() - make_interval(mins => ${IDLE_MINUTES})`),
        ),
      );
    if (!row || row.op.merchantId !== request.merchant.id || row.op.status !== 'ACTIVE') {
      throw new AppError('user.token.expired', 'Operator session ended');
    }
    if (Date.now() - row.lastSeenAt.getTime() > TOUCH_MS)
      await db
        .update(operatorSessions)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(operatorSessions.tokenHash, tokenHash));
    if (!roles.includes(row.op.role)) throw new AppError('operator.forbidden', 'Your role may not do this');
    request.operator = row.op;
  });
}
