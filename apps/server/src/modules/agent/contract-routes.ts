import { contractListQuery, contractListValue, contractOfferRequest, contractValue, envelope } from '@mekong/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/errors.ts';
import type { AccountServices } from '../services.ts';
import { offerContract, offeredContracts, terminateOffered } from './contracts.ts';

const options = { modId: 'AGENTPOLICY3', auth: 'member' } as const;

/** The agent's side of contracts: offer to a direct downline, list what was offered, end one. */
export const contractAgentRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/wps/agent/contracts',
      { config: options, schema: { body: contractOfferRequest, response: { 200: envelope(contractValue) } } },
      async ({ merchant, member, body }) => ok(await offerContract(s.db, merchant, member, body)),
    );
    app.get(
      '/wps/agent/contracts',
      { config: options, schema: { querystring: contractListQuery, response: { 200: envelope(contractListValue) } } },
      async ({ member, query }) => ok(await offeredContracts(s.db, member, query)),
    );
    app.post(
      '/wps/agent/contracts/:id/terminate',
      {
        config: options,
        schema: {
          params: z.object({ id: z.coerce.number().int().positive() }),
          response: { 200: envelope(contractValue) },
        },
      },
      async ({ member, params }) => ok(await terminateOffered(s.db, member, params.id)),
    );
  };
