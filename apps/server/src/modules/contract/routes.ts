import { consolidatedValue, envelope } from '@mekong/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/errors.ts';
import type { AccountServices } from '../services.ts';
import { consolidatedFunds } from './consolidated.ts';

export const contractRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/wps/member/info/funds/consolidated',
      { config: { modId: 'COMM3', auth: 'member' }, schema: { response: { 200: envelope(consolidatedValue) } } },
      async (request) => ok(await consolidatedFunds(s.db, request.merchant.id, request.member.id)),
    );
  };
