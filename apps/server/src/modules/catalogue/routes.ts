import { envelope, vendorLanes } from '@mekong/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/index.ts';
import { AppError, ok } from '../../platform/errors.ts';
import { favouriteRoutes } from './favourite-routes.ts';
import { launchRoutes } from './launch-routes.ts';
import { gameListRoutes } from './list-routes.ts';
import { vendorLanesOf } from './service.ts';

export const catalogueRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/wps/relay/GCSGAME_gameVendor',
      {
        config: { modId: 'COMM3' },
        schema: {
          querystring: z.object({ merchantCode: z.string().max(32).optional() }),
          response: { 200: envelope(vendorLanes) },
        },
      },
      async (request) => {
        const { merchantCode } = request.query;
        if (merchantCode && merchantCode !== request.merchant.code) {
          throw new AppError('request.param.err', 'merchantCode does not match this site');
        }
        return ok({ data: { lanes: await vendorLanesOf(db, request.merchant.id) } });
      },
    );

    await app.register(gameListRoutes(db));
    await app.register(favouriteRoutes(db));
    await app.register(launchRoutes(db));
  };
