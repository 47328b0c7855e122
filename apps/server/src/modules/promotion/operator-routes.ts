import { approveRequest, envelope, newPromotionRequest, rejectRequest } from '@mekong/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit, operatorActor } from '../../platform/audit.ts';
import { promotionApplications } from '../../platform/db/schema.ts';
import { ok } from '../../platform/errors.ts';
import type { AccountServices } from '../services.ts';
import { reviewApplication } from './apply.ts';
import { createPromotion } from './store.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const application = z.object({
  id: z.number(),
  promotionId: z.number(),
  memberId: z.number(),
  remark: z.string(),
  /** Stored upload names (dataDir/uploads/...), for the back office to open. */
  images: z.array(z.string()),
  status: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
const verdict = z.object({ id: z.number(), status: z.string(), rewardId: z.number().nullable() });

/** The back office's side: promotions, and the review of applications (every action audited). */
export const promotionOperatorRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/wps/operator/promotions',
      {
        config: { roles: ['admin'] },
        schema: { body: newPromotionRequest, response: { 200: envelope(z.object({ id: z.number() })) } },
      },
      async ({ merchant, operator, body }) => {
        const p = await createPromotion(s.db, { ...body, merchantId: merchant.id });
        await audit(s.db, {
          merchantId: merchant.id,
          actor: operatorActor(operator.id),
          action: 'promotion.create',
          details: { promotionId: p.id, kind: p.kind },
        });
        return ok({ id: p.id });
      },
    );

    app.get(
      '/wps/operator/promotions/applications',
      {
        config: { roles: ['admin', 'finance', 'support'] },
        schema: {
          querystring: z.object({ status: z.enum(['APPLYING', 'APPROVED', 'REJECTED']).default('APPLYING') }),
          response: { 200: envelope(z.array(application)) },
        },
      },
      async ({ merchant, query }) => {
        const rows = await s.db
          .select()
          .from(promotionApplications)
          .where(and(eq(promotionApplications.merchantId, merchant.id), eq(promotionApplications.status, query.status)))
          .orderBy(desc(promotionApplications.id))
          .limit(200);
        return ok(
          rows.map((r) => ({
            id: r.id,
            promotionId: r.promotionId,
            memberId: r.memberId,
            remark: r.remark,
            images: r.images,
            status: r.status,
            reason: r.reason,
            createdAt: r.createdAt.toISOString(),
          })),
        );
      },
    );
    app.post(
      '/wps/operator/promotions/applications/:id/approve',
      {
        config: { roles: ['admin', 'finance'] },
        schema: { params: idParam, body: approveRequest, response: { 200: envelope(verdict) } },
      },
      async ({ merchant, operator, params, body }) =>
        ok(await reviewApplication(s.db, merchant.id, operator.id, params.id, { approve: true, ...body })),
    );
    app.post(
      '/wps/operator/promotions/applications/:id/reject',
      {
        config: { roles: ['admin', 'finance'] },
        schema: { params: idParam, body: rejectRequest, response: { 200: envelope(verdict) } },
      },
      async ({ merchant, operator, params, body }) =>
        ok(await reviewApplication(s.db, merchant.id, operator.id, params.id, { approve: false, reason: body.reason })),
    );
  };
