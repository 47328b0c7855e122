import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { isApiPath } from './merchant.ts';

/**
 * A per-IP ceiling on every API call. With REDIS_URL the counters are shared by every server
 * process behind the load balancer; without it each process counts for itself.
 */
export async function installRateLimit(app: FastifyInstance, opts: { redisUrl?: string | undefined; max: number }) {
  const redis = opts.redisUrl ? new Redis(opts.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: true,
    max: opts.max,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'mekong-rl:' } : {}),
    // By the matched route's pattern where there is one: the router decodes `/%77ps/...` to a
    // `/wps/...` route, which is counted like any other.
    allowList: (request) => !isApiPath(request.routeOptions.url ?? request.url),
    errorResponseBuilder: (_req, ctx) => {
      const err = new Error(`Too many requests, retry in ${ctx.after}`) as Error & { statusCode: number };
      err.statusCode = 429;
      return err;
    },
  });
}
