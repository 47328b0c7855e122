import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LANGUAGE, UI_LANGUAGES } from '@mekong/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from './errors.ts';
import { countryOf, isRegionRestricted } from './geo.ts';
import { isApiPath, type MerchantResolver, type ResolvedMerchant } from './merchant.ts';

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

/** The home's first banner picture for a brand in a language (modules/content/home-banner.ts). */
export type FirstBanner = (merchant: ResolvedMerchant, language: string) => Promise<string | null>;

/** The outline's banner place in index.html (apps/web/index.html), which the home's first banner fills. */
export const BANNER_PLACE = '<div class="skeleton boot-banner"></div>';
const HOME_PATHS = /^\/(index)?\/?$/i;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** A picture the page may show: a path of this site, or an https address (the content policy's img-src). */
const showableImage = (url: string) => /^\/(?!\/)/.test(url) || /^https:\/\//i.test(url);
/** A high-priority preload of a picture whose address is already escaped. */
const imagePreload = (src: string) => `<link rel="preload" as="image" href="${src}" fetchpriority="high" />`;

/**
 * The language the visitor's page will ask in: the `lang` cookie the web app keeps beside its
 * local storage (shared/i18n/i18n.ts), else the app's default.
 */
export function pageLanguage(request: FastifyRequest): string {
  const asked = /(?:^|;\s*)lang=([A-Za-z]{2})(?:;|$)/.exec(request.headers.cookie ?? '')?.[1]?.toUpperCase();
  return asked && (UI_LANGUAGES as readonly string[]).includes(asked) ? asked : DEFAULT_LANGUAGE;
}

/**
 * The home's first banner drawn into the outline, with a preload at the top of <head>: the
 * home's largest paint then loads with the page. Only for a brand that is open to this visitor:
 * a closed brand, maintenance or a blocked region draws a page of its own instead.
 */
async function withFirstBanner(html: string, request: FastifyRequest, merchant: ResolvedMerchant, first: FirstBanner) {
  if (!merchant.enabled || merchant.maintenance || isRegionRestricted(merchant, countryOf(request.ip))) return html;
  const url = await first(merchant, pageLanguage(request));
  if (!url || !showableImage(url)) return html;
  const src = escapeAttribute(url);
  return html
    .replace('<title>', `${imagePreload(src)}\n    <title>`)
    .replace(
      BANNER_PLACE,
      `<div class="boot-banner boot-banner-image"><img width="1200" height="400" alt="" fetchpriority="high" src="${src}" /></div>`,
    );
}

/** The outline's logo place in index.html (apps/web/index.html), which the brand's logo fills. */
export const LOGO_PLACE = '<span class="skeleton boot-logo"></span>';

/**
 * The brand's logo and name drawn into the outline's header, as the app's header draws them
 * (app/shell/Header.tsx): the first thing a visitor sees of the page is the brand, and a phone
 * paints it as soon as the page and the logo are in, without waiting for the app.
 */
function withBrandLogo(html: string, merchant: ResolvedMerchant) {
  if (!merchant.logoUrl || !showableImage(merchant.logoUrl)) return html;
  const src = escapeAttribute(merchant.logoUrl);
  const logo = `<img src="${src}" alt="" width="36" height="36" fetchpriority="high" /><span>${escapeAttribute(merchant.name)}</span>`;
  // Asked for first and at high priority: the page's first paint waits for this picture, and a
  // low-priority picture waits behind the app's scripts.
  return html
    .replace(LOGO_PLACE, logo)
    .replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    ${imagePreload(src)}`);
}

/**
 * Answers an app's index.html, never cached, naming the merchant of the host it is served on
 * (empty when the host has none), so the page starts on the right brand, with the brand's logo in
 * its outline; on the home, with its first banner already in place (`firstBanner`).
 */
export function indexSender(indexHtml: string, resolver: MerchantResolver, firstBanner?: FirstBanner) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    let merchant: ResolvedMerchant | null = null;
    try {
      merchant = await resolver.resolve(request);
    } catch {
      merchant = null;
    }
    let html = indexHtml.replace(MERCHANT_META, `<meta name="mekong-merchant" content="${merchant?.code ?? ''}" />`);
    if (merchant) html = withBrandLogo(html, merchant);
    const home = HOME_PATHS.test(request.url.split('?')[0] ?? '');
    if (merchant && home && firstBanner) {
      // The home's page depends on the lang cookie: a cache keeps one copy per cookie, or none.
      reply.header('Vary', 'Cookie');
      try {
        html = await withFirstBanner(html, request, merchant, firstBanner);
      } catch (error) {
        // The page still works without it: the boot script draws the banner from the call.
        request.log.warn({ err: error }, 'the home banner could not be read for the page');
      }
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
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
export async function installSpa(
  app: FastifyInstance,
  webDist: string,
  resolver: MerchantResolver,
  firstBanner?: FirstBanner,
) {
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

  const sendIndex = indexSender(indexHtml, resolver, firstBanner);
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
