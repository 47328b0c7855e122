import { countriesValue, envelope, publicKeyValue, registerRules, SEALED_ALGORITHM, text } from '@mekong/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ok } from '../../platform/errors.ts';
import type { AccountServices } from '../services.ts';
import { COUNTRIES } from './countries.ts';
import { findAgentByAffiliateCode } from './repository.ts';
import { registerRulesOf } from './rules.ts';

/** Calls a signed-out visitor makes before registering or signing in. */
export const accountPublicRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/wps/system/publicKey',
      { config: { modId: 'COMM3' }, schema: { response: { 200: envelope(publicKeyValue) } } },
      async () => ok({ publicKey: s.sealKeys.publicKey, algorithm: SEALED_ALGORITHM }),
    );

    app.get(
      '/wps/system/setting/register',
      { config: { modId: 'REG3' }, schema: { response: { 200: envelope(registerRules) } } },
      async (request) => ok(registerRulesOf(request.merchant)),
    );

    app.get(
      '/wps/system/country',
      { config: { modId: 'COMM3' }, schema: { response: { 200: envelope(countriesValue) } } },
      async () =>
        ok({ countries: COUNTRIES.map((c) => ({ ...c, flag: `/flags/${c.countryCode.toLowerCase()}.svg` })) }),
    );

    app.get(
      '/wps/agent/affiliate',
      {
        config: { modId: 'AFFMAN3' },
        schema: {
          querystring: z.object({ code: text(64).min(1), domain: text(255).optional() }),
          response: { 200: envelope(z.null()) },
        },
      },
      async (request) => {
        const { code, domain } = request.query;
        const host = domain?.replace(/:\d+$/, '').toLowerCase();
        if (host && !request.merchant.domains.some((d) => d.domain === host)) {
          throw new AppError('affiliate.code.invalid', 'The invitation link is not for this site');
        }
        if (!(await findAgentByAffiliateCode(s.db, request.merchant.id, code))) {
          throw new AppError('affiliate.code.invalid', 'Invalid invitation code');
        }
        return ok(null);
      },
    );
  };
