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
/** The back office's calls: open to signed-in staff in maintenance and from any region. */
const STAFF_PATHS = '/wps/operator/';
/** What the database says when a merchant's settings change (sql/functions/notify_merchant_changed.sql). */
export const MERCHANT_CHANGED = 'merchant.changed';
/** Merchant settings change rarely; a short cache spares the database a query per request. */
const CACHE_MS = 2000;

export function createMerchantResolver(db: Db) {
  const byCode = new Map<string, { at: number; value: Promise<ResolvedMerchant | null> }>();
  const byDomain = new Map<string, { at: number; value: Promise<string | null> }>();

  const cached = <T>(map: Map<string, { at: number; value: Promise<T> }>, key: string, load: () => Promise<T>) => {
    const hit = map.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
    const value = load();
    map.set(key, { at: Date.now(), value });
    value.catch(() => map.delete(key));
    return value;
  };

  const resolveCode = (code: string) =>
    cached(byCode, code, async () => {
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
    const host = request.hostname.replace(/:\d+$/, '').toLowerCase();
    const code = await cached(byDomain, host, () => findMerchantCodeByDomain(db, host));
    return code ? resolveCode(code) : null;
  }

  return { resolve, clear: () => (byCode.clear(), byDomain.clear()) };
}

export type MerchantResolver = ReturnType<typeof createMerchantResolver>;

/**
 * Every API route gets its merchant, then the server itself enforces maintenance, region
 * restriction and module switches, so a client that skips the UI meets the same walls.
 */
export function installMerchantGuards(app: FastifyInstance, resolver: MerchantResolver) {
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
