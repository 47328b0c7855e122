import { envelope, type StaffMember, staffCreateRequest, staffMember, staffUpdateRequest } from '@mekong/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit, operatorActor } from '../../platform/audit.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { Db } from '../../platform/db/index.ts';
import { operatorSessions, operators } from '../../platform/db/schema.ts';
import { AppError, ok } from '../../platform/errors.ts';
import type { AccountServices } from '../services.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });
type Op = typeof operators.$inferSelect;

const asStaff = (o: Op): StaffMember => ({
  id: o.id,
  username: o.username,
  role: o.role,
  status: o.status,
  totpEnrolled: o.totpEnrolledAt !== null,
  lastSignInAt: o.lastSignInAt?.toISOString() ?? null,
  createdAt: o.createdAt.toISOString(),
});

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

/**
 * The merchant's operators, managed by its admins: create (the new operator enrols an
 * authenticator at first sign-in), change role, disable or enable, reset the authenticator. An
 * admin cannot disable or demote themself, so a brand never locks its last admin out by a slip.
 */
/**
 * A platform operator creates and configures every brand (modules/system/brand-routes.ts): a
 * brand's admin can neither make one nor change one's role. Whoever runs the server makes them.
 */
function refusePlatform(role: string | undefined) {
  if (role === 'platform') throw new AppError('operator.forbidden', 'A brand cannot make a platform operator');
}

export const staffRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    const admin = { roles: ['admin' as const] };

    app.get(
      '/wps/operator/staff',
      { config: admin, schema: { response: { 200: envelope(z.array(staffMember)) } } },
      async (request) => {
        const rows = await s.db
          .select()
          .from(operators)
          .where(eq(operators.merchantId, request.merchant.id))
          .orderBy(asc(operators.username));
        return ok(rows.map(asStaff));
      },
    );

    app.post(
      '/wps/operator/staff',
      { config: admin, schema: { body: staffCreateRequest, response: { 200: envelope(staffMember) } } },
      async (request) => {
        const merchantId = request.merchant.id;
        refusePlatform(request.body.role);
        const passwordHash = await hashPassword(request.body.password);
        const created = await s.db.transaction(async (tx) => {
          const [o] = await tx
            .insert(operators)
            .values({ merchantId, username: request.body.username, role: request.body.role, passwordHash })
            .onConflictDoNothing()
            .returning();
          if (!o) throw new AppError('staff.username.taken', 'This username is taken');
          await audit(tx, {
            merchantId,
            actor: operatorActor(request.operator.id),
            action: 'staff.create',
            details: { operatorId: o.id, after: { username: o.username, role: o.role } },
            ip: request.ip,
          });
          return o;
        });
        return ok(asStaff(created));
      },
    );

    app.patch(
      '/wps/operator/staff/:id',
      {
        config: admin,
        schema: { params: idParam, body: staffUpdateRequest, response: { 200: envelope(staffMember) } },
      },
      async (request) => {
        const merchantId = request.merchant.id;
        const before = await staffOf(s.db, merchantId, request.params.id);
        const { role, status } = request.body;
        refusePlatform(role);
        refusePlatform(before.role);
        if (before.id === request.operator.id && ((role && role !== 'admin') || status === 'DISABLED'))
          throw new AppError('operator.forbidden', 'An admin cannot demote or disable themself');
        const updated = await s.db.transaction(async (tx) => {
          const [o] = await tx
            .update(operators)
            .set({ ...(role ? { role } : {}), ...(status ? { status } : {}) })
            .where(eq(operators.id, before.id))
            .returning();
          if (!o) throw new AppError('request.not.found', 'No such operator');
          if (o.status === 'DISABLED') await endSessions(tx, o.id);
          await audit(tx, {
            merchantId,
            actor: operatorActor(request.operator.id),
            action: 'staff.update',
            details: {
              operatorId: o.id,
              before: { role: before.role, status: before.status },
              after: { role: o.role, status: o.status },
            },
            ip: request.ip,
          });
          return o;
        });
        return ok(asStaff(updated));
      },
    );

    app.post(
      '/wps/operator/staff/:id/totp-reset',
      { config: admin, schema: { params: idParam, response: { 200: envelope(staffMember) } } },
      async (request) => {
        const merchantId = request.merchant.id;
        const before = await staffOf(s.db, merchantId, request.params.id);
        const updated = await s.db.transaction(async (tx) => {
          const [o] = await tx
            .update(operators)
            .set({ totpSecret: null, totpEnrolledAt: null })
            .where(eq(operators.id, before.id))
            .returning();
          if (!o) throw new AppError('request.not.found', 'No such operator');
          await endSessions(tx, o.id);
          await audit(tx, {
            merchantId,
            actor: operatorActor(request.operator.id),
            action: 'staff.totp-reset',
            details: { operatorId: o.id, username: o.username },
            ip: request.ip,
          });
          return o;
        });
        return ok(asStaff(updated));
      },
    );
  };
