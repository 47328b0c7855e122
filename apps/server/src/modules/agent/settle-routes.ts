import { agentSettleRequest, agentSettleValue, envelope } from '@mekong/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../../platform/audit.ts';
import { ok } from '../../platform/errors.ts';
import { settledUpTo } from '../bets/index.ts';
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
        // As the jobs do: "now" is no later than the oldest transaction still open, so a bet whose
        // settlement began before the period closed and has not committed yet holds the run back
        // (the run is kept once per period, and that bet would be left out of it for good).
        const now = await settledUpTo(s.db);
        const result = await settleContracts(s.db, merchant, body.kind, new Date(body.periodStart), actor, now);
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
