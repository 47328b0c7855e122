import { createRequire } from 'node:module';

// The package ships no types; this is the one call we use.
const geoip = createRequire(import.meta.url)('geoip-country') as {
  lookup(ip: string): { country: string } | null;
};

/**
 * Two-letter country of an IP from the database shipped in the geoip-country package;
 * null for private, loopback and unknown addresses.
 */
export function countryOf(ip: string): string | null {
  const bare = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return geoip.lookup(bare)?.country ?? null;
}

export type RegionPolicy = { regionMode: 'off' | 'allow' | 'block'; regionCountries: string[] };

/**
 * allow: only the listed countries may use the site (an address with no known country is let in,
 * so a private network or a health check is never shut out); block: the listed countries may not.
 */
export function isRegionRestricted(policy: RegionPolicy, country: string | null): boolean {
  if (policy.regionMode === 'off' || country === null) return false;
  const listed = policy.regionCountries.includes(country);
  return policy.regionMode === 'allow' ? !listed : listed;
}
