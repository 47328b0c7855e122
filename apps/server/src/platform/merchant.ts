import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from './db/index.ts';
import { AppError } from './errors.ts';
import { countryOf, isRegionRestricted } from './geo.ts';
import { findMerchantCodeByDomain, loadMerchantContext, type MerchantContext } from './merchant-repository.ts';
import { whitelabelTree } from './whitelabel.ts';

export type ResolvedMerchant = MerchantContext & {
  whitelabel: ReturnType<typeof whitelabelTree>;
  isModuleOn(modId: string): boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The resolver the merchant guard asks (its cache's size is read by tests). */
    merchantResolver: MerchantResolver;
  }
  interface FastifyRequest {
    merchant: ResolvedMerchant;
    clientCountry: string | null;
  }
  interface FastifyContextConfig {
    /** The whitelabel module this endpoint belongs to; off for the merchant means 403. */
    modId?: string;
    /** Answers even when the merchant is in maintenance, closed, or the caller's region is blocked. */
    openWhenBlocked?: boolean;
    /** Needs no merchant (health checks). */
    noMerchant?: boolean;
  }
}

const MERCHANT_CODE = /^[A-Za-z0-9_-]{2,32}$/;
/** A host name as DNS allows it (253 characters at most), with a port or not, lower-cased. */
const HOST_NAME = /^[a-z0-9.:-]{1,253}$/;
/** The back office's calls: open to signed-in staff in maintenance and from any region. */
const STAFF_PATHS = '/wps/operator/';
/** What the database says when a merchant's settings change (sql/functions/notify_merchant_changed.sql). */
export const MERCHANT_CHANGED = 'merchant.changed';
/** Merchant settings change rarely; a short cache spares the database a query per request. */
const CACHE_MS = 2000;
/** Far more codes or domains than one server runs; past it the answer read afresh longest ago goes. */
const FOUND_MAX = 1000;
/** "No such merchant" answers, kept apart: names a caller makes up never push the real brands out. */
const MISSING_MAX = 100;
/** The most answers the resolver keeps: its two caches (codes, domains), each full. */
export const MERCHANT_CACHE_MAX = 2 * (FOUND_MAX + MISSING_MAX);

type Entry<T> = { at: number; value: Promise<T | null> };

/** Sets `key` as the newest entry of `map`, dropping the oldest past `max`. */
function putNewest<T>(map: Map<string, Entry<T>>, key: string, entry: Entry<T>, max: number) {
  map.delete(key);
  map.set(key, entry);
  if (map.size > max) map.delete(map.keys().next().value as string);
}

/**
 * Lookups of the last CACHE_MS, shared by concurrent callers. Keys come from request headers, so
 * both the answers found and the answers of "none" are bounded (FOUND_MAX, MISSING_MAX), and a
 * lookup joins them only once answered: made-up names can neither fill the heap nor, by the
 * thousand at once, evict the brands that are read. A lookup under way is shared from a map of its
 * own, which holds no more than the lookups running.
 */
function lookupCache<T>() {
  const found = new Map<string, Entry<T>>();
  const missing = new Map<string, Entry<T>>();
  const loading = new Map<string, Promise<T | null>>();
  // A clear() while a lookup runs: its answer may predate the change, and is not kept.
  let generation = 0;

  function get(key: string, load: () => Promise<T | null>): Promise<T | null> {
    const hit = found.get(key) ?? missing.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
    const running = loading.get(key);
    if (running) return running;
    const at = Date.now();
    const started = generation;
    const value = load();
    loading.set(key, value);
    const done = () => {
      if (loading.get(key) === value) loading.delete(key);
    };
    value.then((answer) => {
      done();
      if (started !== generation) return;
      found.delete(key);
      missing.delete(key);
      if (answer === null) putNewest(missing, key, { at, value }, MISSING_MAX);
      else putNewest(found, key, { at, value }, FOUND_MAX);
    }, done);
    return value;
  }

  return {
    get,
    clear: () => {
      generation++;
      found.clear();
      missing.clear();
      loading.clear();
    },
    size: () => found.size + missing.size + loading.size,
  };
}

export function createMerchantResolver(db: Db) {
  const byCode = lookupCache<ResolvedMerchant>();
  const byDomain = lookupCache<string>();

  const resolveCode = (code: string) =>
    byCode.get(code, async () => {
      const ctx = await loadMerchantContext(db, code);
      if (!ctx) return null;
      const whitelabel = whitelabelTree(ctx.modules);
      const on = new Set<string>();
      const walk = (nodes: typeof whitelabel) => {
        for (const n of nodes) if (n.enabled === '1') on.add(n.modId), walk(n.childrenNodes);
      };
      walk(whitelabel);
      return { ...ctx, whitelabel, isModuleOn: (modId: string) => on.has(modId) };
    });

  /** The Merchant header wins; otherwise the host name picks the merchant. */
  async function resolve(request: FastifyRequest): Promise<ResolvedMerchant | null> {
    const header = request.headers.merchant;
    if (header !== undefined) {
      if (Array.isArray(header) || header.includes(',') || !MERCHANT_CODE.test(header)) {
        throw new AppError('request.header.invalid', 'Merchant header must be one merchant code');
      }
      return resolveCode(header);
    }
    const host = request.hostname.toLowerCase();
    // No merchant's domain looks like this: answered as an unknown one, without a lookup or a key kept.
    if (!HOST_NAME.test(host)) return null;
    const domain = host.replace(/:\d+$/, '');
    const code = await byDomain.get(domain, () => findMerchantCodeByDomain(db, domain));
    return code ? resolveCode(code) : null;
  }

  return {
    resolve,
    clear: () => (byCode.clear(), byDomain.clear()),
    /** How many answers are kept (both caches), for the tests of its bound. */
    size: () => byCode.size() + byDomain.size(),
  };
}

export type MerchantResolver = ReturnType<typeof createMerchantResolver>;

/**
 * Every API route gets its merchant, then the server itself enforces maintenance, region
 * restriction and module switches, so a client that skips the UI meets the same walls.
 */
export function installMerchantGuards(app: FastifyInstance, resolver: MerchantResolver) {
  app.decorate('merchantResolver', resolver);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    // The route's own pattern, not the address as sent: the router decodes `/%77ps/...` to a
    // `/wps/...` route, which must meet the same walls.
    const route = request.routeOptions.url;
    if (!route || config.noMerchant) return;
    if (!isApiPath(route)) return;
    const merchant = await resolver.resolve(request);
    if (!merchant) throw new AppError('merchant.not.found', 'No merchant for this site');
    request.merchant = merchant;
    request.clientCountry = countryOf(request.ip);
    if (config.openWhenBlocked) return;
    // Switched off by the platform: closed to players and to the brand's own staff alike. The
    // platform operator acts on it from the platform's own brand (/wps/operator/brands/...).
    if (!merchant.enabled) throw new AppError('merchant.closed', 'This site is closed');
    // Staff run the brand through maintenance (and turn it off) from wherever they are.
    const staff = route.startsWith(STAFF_PATHS);
    if (merchant.maintenance && !staff) throw new AppError('system.maintenance', 'System maintenance');
    if (!staff && isRegionRestricted(merchant, request.clientCountry)) {
      throw new AppError('access.region.restricted', 'Access restricted by location or IP');
    }
    if (config.modId && !merchant.isModuleOn(config.modId)) {
      throw new AppError('function.not.available', `Module ${config.modId} is off for this merchant`);
    }
  });
}

const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/'];
export const isApiPath = (url: string) => API_PREFIXES.some((p) => url.startsWith(p));
