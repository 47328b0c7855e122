import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from './errors.ts';
import { isApiPath, type MerchantResolver } from './merchant.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const MERCHANT_META = '<meta name="mekong-merchant" content="" />';

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached and
 * given the merchant of the host it is served on, and every unknown page path answered with
 * index.html so the client router (history mode) can render it.
 */
export async function installSpa(app: FastifyInstance, webDist: string, resolver: MerchantResolver) {
  const indexFile = path.join(webDist, 'index.html');
  const hasSpa = fs.existsSync(indexFile);
  const indexHtml = hasSpa ? fs.readFileSync(indexFile, 'utf8') : '';
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: true,
      allowedPath: (p) => p !== '/index.html',
      setHeaders: (res, filePath) => {
        res.header('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDist }, 'web app not built; only the API is served');
  }

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    let code = '';
    try {
      code = (await resolver.resolve(request))?.code ?? '';
    } catch {
      code = '';
    }
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml.replace(MERCHANT_META, `<meta name="mekong-merchant" content="${code}" />`));
  };
  if (hasSpa) app.get('/', { config: { noMerchant: true } }, sendIndex);

  app.setNotFoundHandler(async (request, reply) => {
    const pathOnly = request.url.split('?')[0] ?? '';
    // Page paths have no file extension, except the spec's /register.html.
    const isFile = /\.[a-z0-9]+$/i.test(pathOnly) && !pathOnly.endsWith('.html');
    const wantsPage = request.method === 'GET' && !isApiPath(request.url) && !isFile;
    if (!hasSpa || !wantsPage) {
      return reply.status(404).send(fail('request.not.found', `No such path: ${request.method} ${pathOnly}`));
    }
    return sendIndex(request, reply);
  });
}
