import { health } from '@mekong/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Db, pingDatabase } from '../../platform/db/index.ts';

/** Liveness answers while the process runs; readiness also needs the database. */
export const healthRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/healthz',
      { config: { noMerchant: true, rateLimit: false }, schema: { response: { 200: health } } },
      async () => ({
        status: 'ok' as const,
      }),
    );
    app.get(
      '/readyz',
      { config: { noMerchant: true, rateLimit: false }, schema: { response: { 200: health, 503: health } } },
      async (_req, reply) =>
        (await pingDatabase(db)) ? { status: 'ok' as const } : reply.status(503).send({ status: 'fail' as const }),
    );
  };
