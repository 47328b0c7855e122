import type { OperatorRole, StaffMember } from '@mekong/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { audit, operatorActor } from '../../platform/audit.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { Db } from '../../platform/db/index.ts';
import { operatorSessions, operators } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * A brand's operators, as its admins manage them (staff-routes.ts) and as the platform operator
 * manages any brand's (modules/system/brand-routes.ts): the same rules and the same audit lines,
 * always written on the brand's own chain, whoever acted.
 */

type Op = typeof operators.$inferSelect;
/** Who acts, and from where: an admin of the brand or a platform operator. */
export type StaffActor = { operatorId: number; ip: string };

export const asStaff = (o: Op): StaffMember => ({
  id: o.id,
  username: o.username,
  role: o.role,
  status: o.status,
  totpEnrolled: o.totpEnrolledAt !== null,
  lastSignInAt: o.lastSignInAt?.toISOString() ?? null,
  createdAt: o.createdAt.toISOString(),
});

/**
 * A platform operator creates and configures every brand: nobody makes one, or changes one,
 * through a brand's staff. Whoever runs the server makes them.
 */
function refusePlatform(role: string | undefined) {
  if (role === 'platform') throw new AppError('operator.forbidden', 'A brand cannot make a platform operator');
}

async function staffOf(db: Db, merchantId: number, id: number) {
  const [o] = await db
    .select()
    .from(operators)
    .where(and(eq(operators.id, id), eq(operators.merchantId, merchantId)));
  if (!o) throw new AppError('request.not.found', 'No such operator');
  return o;
}

/** Every session of an operator ends (disabled, or the authenticator reset). */
const endSessions = (db: Pick<Db, 'update'>, operatorId: number) =>
  db
    .update(operatorSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));

export async function listStaff(db: Db, merchantId: number): Promise<StaffMember[]> {
  const rows = await db
    .select()
    .from(operators)
    .where(eq(operators.merchantId, merchantId))
    .orderBy(asc(operators.username));
  return rows.map(asStaff);
}

/** A new operator, who enrols an authenticator at first sign-in. */
export async function createStaff(
  db: Db,
  merchantId: number,
  by: StaffActor,
  input: { username: string; role: OperatorRole; password: string },
): Promise<StaffMember> {
  refusePlatform(input.role);
  const passwordHash = await hashPassword(input.password);
  const created = await db.transaction(async (tx) => {
    const [o] = await tx
      .insert(operators)
      .values({ merchantId, username: input.username, role: input.role, passwordHash })
      .onConflictDoNothing()
      .returning();
    if (!o) throw new AppError('staff.username.taken', 'This username is taken');
    await audit(tx, {
      merchantId,
      actor: operatorActor(by.operatorId),
      action: 'staff.create',
      details: { operatorId: o.id, before: null, after: { username: o.username, role: o.role, status: o.status } },
      ip: by.ip,
    });
    return o;
  });
  return asStaff(created);
}

/**
 * A role change, a lock (DISABLED: the operator's sessions end) or an unlock. An admin cannot
 * demote or disable themself, so a brand never locks its last admin out by a slip.
 */
export async function updateStaff(
  db: Db,
  merchantId: number,
  by: StaffActor,
  id: number,
  change: { role?: OperatorRole | undefined; status?: 'ACTIVE' | 'DISABLED' | undefined },
): Promise<StaffMember> {
  const before = await staffOf(db, merchantId, id);
  const { role, status } = change;
  refusePlatform(role);
  refusePlatform(before.role);
  if (before.id === by.operatorId && ((role && role !== 'admin') || status === 'DISABLED'))
    throw new AppError('operator.forbidden', 'An admin cannot demote or disable themself');
  const updated = await db.transaction(async (tx) => {
    const [o] = await tx
      .update(operators)
      .set({ ...(role ? { role } : {}), ...(status ? { status } : {}) })
      .where(eq(operators.id, before.id))
      .returning();
    if (!o) throw new AppError('request.not.found', 'No such operator');
    if (o.status === 'DISABLED') await endSessions(tx, o.id);
    await audit(tx, {
      merchantId,
      actor: operatorActor(by.operatorId),
      action: 'staff.update',
      details: {
        operatorId: o.id,
        before: { role: before.role, status: before.status },
        after: { role: o.role, status: o.status },
      },
      ip: by.ip,
    });
    return o;
  });
  return asStaff(updated);
}

/** The authenticator forgotten: the operator's sessions end and they enrol again at next sign-in. */
export async function resetStaffTotp(db: Db, merchantId: number, by: StaffActor, id: number): Promise<StaffMember> {
  const before = await staffOf(db, merchantId, id);
  refusePlatform(before.role);
  const updated = await db.transaction(async (tx) => {
    const [o] = await tx
      .update(operators)
      .set({ totpSecret: null, totpEnrolledAt: null, totpLastStep: null })
      .where(eq(operators.id, before.id))
      .returning();
    if (!o) throw new AppError('request.not.found', 'No such operator');
    await endSessions(tx, o.id);
    await audit(tx, {
      merchantId,
      actor: operatorActor(by.operatorId),
      action: 'staff.totp-reset',
      details: {
        operatorId: o.id,
        username: o.username,
        before: { totpEnrolled: before.totpEnrolledAt !== null },
        after: { totpEnrolled: false },
      },
      ip: by.ip,
    });
    return o;
  });
  return asStaff(updated);
}
