import { envelope, staffCreateRequest, staffMember, staffUpdateRequest } from '@mekong/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/errors.ts';
import type { AccountServices } from '../services.ts';
import { createStaff, listStaff, resetStaffTotp, updateStaff } from './staff.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });

/**
 * The merchant's operators, managed by its admins: create (the new operator enrols an
 * authenticator at first sign-in), change role, disable or enable, reset the authenticator. The
 * rules live in staff.ts, which the platform operator's brand calls use too.
 */
export const staffRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    const admin = { roles: ['admin' as const] };

    app.get(
      '/wps/operator/staff',
      { config: admin, schema: { response: { 200: envelope(z.array(staffMember)) } } },
      async (request) => ok(await listStaff(s.db, request.merchant.id)),
    );

    app.post(
      '/wps/operator/staff',
      { config: admin, schema: { body: staffCreateRequest, response: { 200: envelope(staffMember) } } },
      async (request) =>
        ok(
          await createStaff(
            s.db,
            request.merchant.id,
            { operatorId: request.operator.id, ip: request.ip },
            request.body,
          ),
        ),
    );

    app.patch(
      '/wps/operator/staff/:id',
      {
        config: admin,
        schema: { params: idParam, body: staffUpdateRequest, response: { 200: envelope(staffMember) } },
      },
      async (request) =>
        ok(
          await updateStaff(
            s.db,
            request.merchant.id,
            { operatorId: request.operator.id, ip: request.ip },
            request.params.id,
            request.body,
          ),
        ),
    );

    app.post(
      '/wps/operator/staff/:id/totp-reset',
      { config: admin, schema: { params: idParam, response: { 200: envelope(staffMember) } } },
      async (request) =>
        ok(
          await resetStaffTotp(
            s.db,
            request.merchant.id,
            { operatorId: request.operator.id, ip: request.ip },
            request.params.id,
          ),
        ),
    );
  };
