import { isIP } from 'node:net';

/**
 * Which peers may tell us the client's address: none, a number of proxy hops (true is one), or
 * the proxies' own addresses and CIDR ranges (proxy-addr's names loopback, linklocal and
 * uniquelocal too).
 */
export type TrustProxy = boolean | number | string[];

const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^[0-9]{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY as written in the environment; null when it is none of the accepted forms. */
export function parseTrustProxy(raw: string | undefined): TrustProxy | null {
  const v = (raw ?? '').trim();
  if (v === '' || v === 'false') return false;
  if (v === 'true') return 1;
  if (/^[0-9]{1,2}$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  return list.length > 0 && list.every(isAddressOrRange) ? list : null;
}

/**
 * Fastify's trustProxy for a setting. The client's address is the entry the nearest untrusted hop
 * appended: with N hops, the Nth X-Forwarded-For entry from the right; with a list, the rightmost
 * entry not sent by a listed proxy. Never the leftmost entry, which the client writes itself.
 * (Fastify's own `true` trusts every hop and a bare number trusts none, so neither is passed on.)
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (Array.isArray(setting)) return setting.length > 0 ? setting : false;
  const hops = setting === true ? 1 : setting === false ? 0 : setting;
  if (hops <= 0) return false;
  return (_address, hop) => hop < hops;
}
