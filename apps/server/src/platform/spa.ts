import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from './errors.ts';
import { isApiPath, type MerchantResolver } from './merchant.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const MERCHANT_META = '<meta name="mekong-merchant" content="" />';
/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Compresses every answer above the threshold for a client that asks (brotli, else gzip), the
 * API's envelopes included. Brotli runs at a middle quality: per-request brotli at its best
 * quality costs far more processor than it saves bytes. Built assets already have their .br and
 * .gz copies (made at build time), so those are sent as they are, never compressed again; event
 * streams take the raw socket (hijack), so they are never held back by a compressor.
 */
export async function installCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
}

/**
 * Answers an app's index.html, never cached, naming the merchant of the host it is served on
 * (empty when the host has none), so the page starts on the right brand.
 */
export function indexSender(indexHtml: string, resolver: MerchantResolver) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
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
}

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached and
 * given the merchant of the host it is served on, and every unknown page path answered with
 * index.html so the client router (history mode) can render it. Files are sent as their
 * build-time brotli or gzip copy when the client accepts one (with `Vary: Accept-Encoding`).
 * Compression of every other answer is installed here too, as this is the first route
 * registration, so every route after it (the API's included) is covered.
 */
export async function installSpa(app: FastifyInstance, webDist: string, resolver: MerchantResolver) {
  await installCompression(app);
  const indexFile = path.join(webDist, 'index.html');
  const hasSpa = fs.existsSync(indexFile);
  const indexHtml = hasSpa ? fs.readFileSync(indexFile, 'utf8') : '';
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: true,
      preCompressed: true,
      allowedPath: (p) => p !== '/index.html',
      setHeaders: (res, filePath) => {
        res.header('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDist }, 'web app not built; only the API is served');
  }

  const sendIndex = indexSender(indexHtml, resolver);
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
