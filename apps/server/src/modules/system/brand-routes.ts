import { brandCreateRequest, brandRow, envelope, merchantSettings, merchantSettingsUpdate } from '@mekong/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit, operatorActor } from '../../platform/audit.ts';
import type { Role } from '../../platform/auth/guard.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { Db } from '../../platform/db/index.ts';
import { operators } from '../../platform/db/schema.ts';
import { ok } from '../../platform/errors.ts';
import { brandIdOf, brandOf, createBrand, listBrands } from './brands.ts';
import { readSettings, updateSettings } from './settings-routes.ts';

/** Brands are the platform's business, not any one brand's: its own operators alone. */
const PLATFORM: Role[] = ['platform'];
const codeParam = z.object({ code: z.string().regex(/^[a-z0-9_-]{2,32}$/) });

/**
 * The platform operator's console calls: every brand on the server, a new brand with its first
 * admin, and any brand's settings, read and changed as its own admin would (audited on that
 * brand's log, and on the platform operator's own brand for a creation).
 */
export const brandRoutes: FastifyPluginAsyncZod<{ db: Db; changed: () => void }> = async (app, { db, changed }) => {
  app.get(
    '/wps/operator/brands',
    { config: { roles: PLATFORM }, schema: { response: { 200: envelope(z.array(brandRow)) } } },
    async () => ok(await listBrands(db)),
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
};
