import {
  brandCreateRequest,
  brandListQuery,
  brandListValue,
  brandRow,
  brandStaffCreateRequest,
  brandStaffUpdateRequest,
  brandSwitchRequest,
  envelope,
  merchantSettings,
  merchantSettingsUpdate,
  staffMember,
} from '@mekong/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit, operatorActor } from '../../platform/audit.ts';
import type { Role } from '../../platform/auth/guard.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { Db } from '../../platform/db/index.ts';
import { operators } from '../../platform/db/schema.ts';
import { ok } from '../../platform/errors.ts';
import { createStaff, listStaff, resetStaffTotp, updateStaff } from '../operator/index.ts';
import { switchBrand } from './brand-switch.ts';
import { brandIdOf, brandOf, createBrand, listBrands } from './brands.ts';
import { readSettings, updateSettings } from './settings-routes.ts';

/** Brands are the platform's business, not any one brand's: its own operators alone. */
const PLATFORM: Role[] = ['platform'];
const codeParam = z.object({ code: z.string().regex(/^[a-z0-9_-]{2,32}$/) });
const staffParam = codeParam.extend({ id: z.coerce.number().int().positive() });

/**
 * The platform operator's console calls: every brand on the server, a new brand with its first
 * admin, any brand's settings and staff, read and changed as its own admin would (audited on that
 * brand's log, and on the platform operator's own brand for a creation or a switch), and a brand
 * switched off (closed) or on again.
 */
export const brandRoutes: FastifyPluginAsyncZod<{ db: Db; changed: () => void }> = async (app, { db, changed }) => {
  app.get(
    '/wps/operator/brands',
    {
      config: { roles: PLATFORM },
      schema: { querystring: brandListQuery, response: { 200: envelope(brandListValue) } },
    },
    async (request) => ok(await listBrands(db, request.query)),
  );

  app.post(
    '/wps/operator/brands',
    { config: { roles: PLATFORM }, schema: { body: brandCreateRequest, response: { 200: envelope(brandRow) } } },
    async (request) => {
      const { admin, ...brand } = request.body;
      const passwordHash = await hashPassword(admin.password);
      const actor = operatorActor(request.operator.id);
      const id = await db.transaction(async (tx) => {
        const merchantId = await createBrand(tx, brand);
        const [first] = await tx
          .insert(operators)
          .values({ merchantId, username: admin.username, passwordHash, role: 'admin' })
          .returning({ id: operators.id });
        const details = { code: brand.code, name: brand.name, domains: brand.domains, admin: admin.username };
        // The new brand's log starts with its creation; the platform's own log keeps it too.
        for (const on of [merchantId, request.merchant.id])
          await audit(tx, {
            merchantId: on,
            actor,
            action: 'brand.create',
            details: { ...details, adminId: first?.id },
            ip: request.ip,
          });
        return merchantId;
      });
      changed();
      return ok(await brandOf(db, id));
    },
  );

  app.get(
    '/wps/operator/brands/:code/settings',
    { config: { roles: PLATFORM }, schema: { params: codeParam, response: { 200: envelope(merchantSettings) } } },
    async (request) => ok(await readSettings(db, await brandIdOf(db, request.params.code))),
  );

  app.patch(
    '/wps/operator/brands/:code/settings',
    {
      config: { roles: PLATFORM },
      schema: { params: codeParam, body: merchantSettingsUpdate, response: { 200: envelope(merchantSettings) } },
    },
    async (request) => {
      const merchantId = await brandIdOf(db, request.params.code);
      const after = await updateSettings(db, merchantId, request.body, {
        operatorId: request.operator.id,
        ip: request.ip,
      });
      changed();
      return ok(after);
    },
  );

  app.get(
    '/wps/operator/brands/:code',
    { config: { roles: PLATFORM }, schema: { params: codeParam, response: { 200: envelope(brandRow) } } },
    async (request) => ok(await brandOf(db, await brandIdOf(db, request.params.code))),
  );

  app.post(
    '/wps/operator/brands/:code/switch',
    {
      config: { roles: PLATFORM },
      schema: { params: codeParam, body: brandSwitchRequest, response: { 200: envelope(brandRow) } },
    },
    async (request) => {
      const merchantId = await brandIdOf(db, request.params.code);
      const by = { operatorId: request.operator.id, ip: request.ip, platformMerchantId: request.merchant.id };
      await switchBrand(db, merchantId, by, request.body);
      changed();
      return ok(await brandOf(db, merchantId));
    },
  );

  // A brand's staff: the same rules as its own admin's staff calls (operator/staff.ts), written on
  // that brand's audit chain; the brand roles only, never a platform operator.
  const by = (request: { operator: { id: number }; ip: string }) => ({
    operatorId: request.operator.id,
    ip: request.ip,
  });

  app.get(
    '/wps/operator/brands/:code/staff',
    { config: { roles: PLATFORM }, schema: { params: codeParam, response: { 200: envelope(z.array(staffMember)) } } },
    async (request) => ok(await listStaff(db, await brandIdOf(db, request.params.code))),
  );

  app.post(
    '/wps/operator/brands/:code/staff',
    {
      config: { roles: PLATFORM },
      schema: { params: codeParam, body: brandStaffCreateRequest, response: { 200: envelope(staffMember) } },
    },
    async (request) => ok(await createStaff(db, await brandIdOf(db, request.params.code), by(request), request.body)),
  );

  app.patch(
    '/wps/operator/brands/:code/staff/:id',
    {
      config: { roles: PLATFORM },
      schema: { params: staffParam, body: brandStaffUpdateRequest, response: { 200: envelope(staffMember) } },
    },
    async (request) =>
      ok(await updateStaff(db, await brandIdOf(db, request.params.code), by(request), request.params.id, request.body)),
  );

  app.post(
    '/wps/operator/brands/:code/staff/:id/totp-reset',
    { config: { roles: PLATFORM }, schema: { params: staffParam, response: { 200: envelope(staffMember) } } },
    async (request) =>
      ok(await resetStaffTotp(db, await brandIdOf(db, request.params.code), by(request), request.params.id)),
  );
};
