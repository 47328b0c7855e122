import { agentSettleRequest, agentSettleValue, envelope } from '@mekong/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../../platform/audit.ts';
import { ok } from '../../platform/errors.ts';
import type { AccountServices } from '../services.ts';
import { settleContracts } from './settle.ts';

/**
 * The operator's replay of a contract settlement: runs the same function as the jobs for one
 * closed period (a period a job missed, or one to check), paying only what was never paid. It
 * moves money, so the roles that approve money movements may call it; it is audited.
 */
export const agentOperatorRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/wps/operator/agent/settle',
      {
        config: { roles: ['admin', 'finance'] },
        schema: { body: agentSettleRequest, response: { 200: envelope(agentSettleValue) } },
      },
      async ({ merchant, operator, body }) => {
        const actor = { type: 'operator' as const, id: String(operator.id) };
        const result = await settleContracts(s.db, merchant, body.kind, new Date(body.periodStart), actor);
        await audit(s.db, {
          merchantId: merchant.id,
          actor,
          action: 'agent.settle',
          details: { kind: body.kind, periodStart: body.periodStart, periods: result.periods },
        });
        return ok(result);
      },
    );
  };
