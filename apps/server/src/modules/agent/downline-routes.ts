import {
  agentTransferRequest,
  agentTransferValue,
  createDownlineRequest,
  createDownlineValue,
  envelope,
} from '@mekong/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/errors.ts';
import type { AccountServices } from '../services.ts';
import { openDownline } from './downline.ts';
import { transferToDownline } from './transfer.ts';

/** Account opening and transfers to the team: both sealed, as the spec marks them encrypted. */
export const downlineRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/wps/agent/downline',
      {
        config: { modId: 'COMM3', auth: 'member', sealed: true },
        schema: { body: createDownlineRequest, response: { 200: envelope(createDownlineValue) } },
      },
      async ({ merchant, member, body, ip }, reply) => {
        // The answer may carry the new account's one-time password: no cache keeps it.
        reply.header('cache-control', 'no-store');
        return ok(await openDownline(s.db, merchant, member, body, { ip }));
      },
    );

    app.post(
      '/wps/agent/transfer',
      {
        config: { modId: 'COMM3', auth: 'member', sealed: true },
        schema: { body: agentTransferRequest, response: { 200: envelope(agentTransferValue) } },
      },
      async ({ merchant, member, body }) => ok(await transferToDownline(s.db, merchant, member, body)),
    );
  };
