import { agentLimitRequest, envelope } from '@mekong/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/errors.ts';
import { setLimitFor } from '../protection/index.ts';
import type { AccountServices } from '../services.ts';
import { teamMember } from './tree.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });

/**
 * POST /wps/agent/team/:id/limits: an agent protects a downline by setting or lowering one of
 * their limits (modules/protection/limits.ts), never raising or removing it. A member outside the
 * agent's team is not found.
 */
export const teamLimitRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/wps/agent/team/:id/limits',
      {
        config: { modId: 'COMM3', auth: 'member' },
        schema: { params: idParam, body: agentLimitRequest, response: { 200: envelope(z.null()) } },
      },
      async (request) => {
        const target = await teamMember(s.db, request.member, { id: request.params.id });
        await setLimitFor(
          s.db,
          { merchantId: request.merchant.id, memberId: target.id, ip: request.ip, agent: { id: request.member.id } },
          request.body,
        );
        return ok(null);
      },
    );
  };
