import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { isApiPath } from './merchant.ts';

/** The routes that answer the single-page apps' pages (spa.ts, backoffice-spa.ts); none is the fallback. */
const PAGE_ROUTES = /^\/(\*)?$|^\/backoffice(\/|$)/;
/** A path with a file extension asks for a file, except the spec's pages such as /register.html. */
const FILE_PATH = /\.(?!html$)[a-z0-9]+$/i;

/**
 * What the limit counts: API calls, and pages, which the page sender answers after reading the
 * host's merchant, so a burst of made-up hosts costs lookups. Static files cost none and a page
 * load fetches many; the house's and vendors' own routes have limits of their own or none.
 */
function counted(request: FastifyRequest): 'api' | 'page' | null {
  // By the matched route's pattern where there is one: the router decodes `/%77ps/...` to a
  // `/wps/...` route, which is counted like any other.
  const route = request.routeOptions.url;
  if (isApiPath(route ?? request.url)) return 'api';
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (route !== undefined && !PAGE_ROUTES.test(route)) return null;
  return FILE_PATH.test(request.url.split('?')[0] ?? '') ? null : 'page';
}

/**
 * A per-IP ceiling on every API call, and apart from it the same ceiling on page loads. With
 * REDIS_URL the counters are shared by every server process behind the load balancer; without it
 * each process counts for itself.
 *
 * It is one instance-wide hook, added here before the merchant guard (app.ts), so every call is
 * counted, those the guard refuses (unknown merchant, maintenance, region, closed brand) too: the
 * plugin's own per-route hooks would run after every instance-wide hook. A route with a
 * `rateLimit` setting of its own keeps it: `false` is never counted, an object is counted by the
 * plugin's hook for that route.
 */
export async function installRateLimit(app: FastifyInstance, opts: { redisUrl?: string | undefined; max: number }) {
  const redis = opts.redisUrl ? new Redis(opts.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    max: opts.max,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'mekong-rl:' } : {}),
    // A counter store that cannot be reached lets requests through rather than failing them: the
    // limit protects the site, and pages and API calls must not all answer 500 with Redis down.
    skipOnError: true,
    // API calls keep the bare address as their key (as before pages were counted).
    keyGenerator: (request) =>
      counted(request) === 'page' ? `page:${normalizeIP(request.ip)}` : normalizeIP(request.ip),
    allowList: (request) => counted(request) === null,
    errorResponseBuilder: (_req, ctx) => {
      const err = new Error(`Too many requests, retry in ${ctx.after}`) as Error & { statusCode: number };
      err.statusCode = 429;
      return err;
    },
  });
  const limit = app.rateLimit();
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.rateLimit !== undefined) return;
    await limit.call(app, request, reply);
  });
}
