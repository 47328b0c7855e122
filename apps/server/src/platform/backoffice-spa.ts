import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from './errors.ts';
import type { MerchantResolver } from './merchant.ts';
import { indexSender } from './spa.ts';

const PREFIX = '/backoffice';
const IMMUTABLE = 'public, max-age=31536000, immutable';

const here = path.dirname(new URL(import.meta.url).pathname);
/** apps/backoffice/dist, beside the player app's build; BACKOFFICE_DIST moves it. */
export const defaultBackofficeDist = path.resolve(here, '../../../backoffice/dist');

/**
 * Serves the operator console (apps/backoffice) under /backoffice/: its own index.html and
 * hashed assets, never part of the player app. As for the player site, assets are cached for a
 * year and sent as their build-time brotli or gzip copies, index.html is never cached and carries
 * the host's merchant (the console's sign-in prefills it), and every /backoffice path without a
 * file extension answers that index.html, so the console's router owns its paths and the player
 * site's fallback never sees them. Registered after installSpa, whose compression covers it.
 */
export async function installBackoffice(
  app: FastifyInstance,
  resolver: MerchantResolver,
  dist = process.env.BACKOFFICE_DIST ? path.resolve(process.env.BACKOFFICE_DIST) : defaultBackofficeDist,
) {
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ dist }, 'back office not built; /backoffice/ is not served');
    return;
  }
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  // Only the files present at start get routes (wildcard off), so the page fallback below owns
  // every other /backoffice path.
  await app.register(fastifyStatic, {
    root: dist,
    prefix: `${PREFIX}/`,
    decorateReply: false,
    index: false,
    wildcard: false,
    preCompressed: true,
    allowedPath: (p) => p !== '/index.html',
    setHeaders: (res, filePath) => {
      res.header('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache');
    },
  });

  const sendPage = indexSender(indexHtml, resolver);
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathOnly = request.url.split('?')[0] ?? '';
    if (/\.[a-z0-9]+$/i.test(pathOnly)) {
      return reply.status(404).send(fail('request.not.found', `No such path: ${request.method} ${pathOnly}`));
    }
    return sendPage(request, reply);
  };
  app.get(PREFIX, { config: { noMerchant: true } }, (request, reply) => {
    const query = request.url.slice(PREFIX.length);
    return reply.redirect(`${PREFIX}/${query}`, 301);
  });
  app.get(`${PREFIX}/`, { config: { noMerchant: true } }, sendIndex);
  app.get(`${PREFIX}/*`, { config: { noMerchant: true } }, sendIndex);
}
