import { isAgentType } from '@mekong/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import type { AccountServices } from '../services.ts';
import { contractAgentRoutes } from './contract-routes.ts';
import { downlineRoutes } from './downline-routes.ts';
import { incomeRoutes } from './income-routes.ts';
import { teamLimitRoutes } from './team-limit-routes.ts';
import { teamRoutes } from './team-routes.ts';

/**
 * The agent centre (/wps/agent/...). Every route here declares auth 'member', so the session
 * guard (a root hook) has run before this plugin's own hook, which turns everyone but agents
 * away (the product's rule: "non-agents cannot log in to the agent centre").
 */
export const agentRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', async (request) => {
      if (!request.member || !isAgentType(request.member.type)) {
        throw new AppError('agent.not.agent', 'Non-agents cannot log in to the agent centre');
      }
    });
    await app.register(teamRoutes(s));
    await app.register(teamLimitRoutes(s));
    await app.register(downlineRoutes(s));
    await app.register(contractAgentRoutes(s));
    await app.register(incomeRoutes(s));
  };
