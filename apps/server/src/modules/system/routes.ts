import {
  domainRoute as domainRouteSchema,
  envelope,
  systemStatus as statusSchema,
  whitelabelNode,
} from '@mekong/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/errors.ts';
import { siteOrigin } from '../../platform/site-origin.ts';
import { domainRoute, systemStatus } from './service.ts';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wps/system/status',
    {
      config: { modId: 'COMM3', openWhenBlocked: true },
      schema: { response: { 200: envelope(statusSchema) } },
    },
    async (request) =>
      ok(
        systemStatus(request.merchant, {
          ip: request.ip,
          country: request.clientCountry,
          url: siteOrigin(request, request.merchant),
        }),
      ),
  );

  app.get(
    '/wps/system/whitelabel',
    {
      config: { modId: 'COMM3', openWhenBlocked: true },
      schema: { response: { 200: envelope(z.array(whitelabelNode)) } },
    },
    async (request) => ok(request.merchant.whitelabel),
  );

  app.get(
    '/wps/system/domainRoute',
    {
      config: { modId: 'COMM3', openWhenBlocked: true },
      schema: { response: { 200: envelope(domainRouteSchema) } },
    },
    async (request) => ok(await domainRoute(request.merchant)),
  );
};
