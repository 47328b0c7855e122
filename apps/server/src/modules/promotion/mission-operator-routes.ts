import { envelope, missionRequest, missionUpdate, operatorMission } from '@mekong/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit, operatorActor } from '../../platform/audit.ts';
import { missions } from '../../platform/db/schema.ts';
import { AppError, ok } from '../../platform/errors.ts';
import type { AccountServices } from '../services.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });
type Row = typeof missions.$inferSelect;
const view = (m: Row) => ({ ...m, target: m.target.toString(), reward: m.reward.toString() });

/**
 * The back office's missions: list, create and change them (switching one off hides it from
 * players; progress and claims already made stay). Each change and its audit line commit together.
 */
export const missionOperatorRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/wps/operator/missions',
      {
        config: { roles: ['admin', 'finance', 'support'] },
        schema: { response: { 200: envelope(z.array(operatorMission)) } },
      },
      async ({ merchant }) => {
        const rows = await s.db
          .select()
          .from(missions)
          .where(eq(missions.merchantId, merchant.id))
          .orderBy(asc(missions.sort), asc(missions.id));
        return ok(rows.map(view));
      },
    );

    app.post(
      '/wps/operator/missions',
      { config: { roles: ['admin'] }, schema: { body: missionRequest, response: { 200: envelope(operatorMission) } } },
      async ({ merchant, operator, body }) =>
        ok(
          await s.db.transaction(async (tx) => {
            const [row] = await tx
              .insert(missions)
              .values({ ...body, merchantId: merchant.id })
              .returning();
            if (!row) throw new Error('mission not created');
            await audit(tx, {
              merchantId: merchant.id,
              actor: operatorActor(operator.id),
              action: 'mission.create',
              details: { missionId: row.id, metric: row.metric, reward: row.reward.toString() },
            });
            return view(row);
          }),
        ),
    );

    app.patch(
      '/wps/operator/missions/:id',
      {
        config: { roles: ['admin'] },
        schema: { params: idParam, body: missionUpdate, response: { 200: envelope(operatorMission) } },
      },
      async ({ merchant, operator, params, body }) =>
        ok(
          await s.db.transaction(async (tx) => {
            const [row] = await tx
              .update(missions)
              .set(body)
              .where(and(eq(missions.id, params.id), eq(missions.merchantId, merchant.id)))
              .returning();
            if (!row) throw new AppError('mission.not.found', 'No such mission');
            await audit(tx, {
              merchantId: merchant.id,
              actor: operatorActor(operator.id),
              action: 'mission.update',
              details: { missionId: row.id, changes: Object.keys(body) },
            });
            return view(row);
          }),
        ),
    );
  };
