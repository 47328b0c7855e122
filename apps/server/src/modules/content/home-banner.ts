import type { Db } from '../../platform/db/index.ts';
import type { ResolvedMerchant } from '../../platform/merchant.ts';
import { liveAnnouncements } from './announcements.ts';

/** Banners change rarely; a short cache spares the database a query per page load. */
const CACHE_MS = 5000;

/**
 * The picture of the home's first banner, for the page's HTML (platform/spa.ts), so a phone
 * starts loading the home's largest picture with the page, instead of after the boot script and
 * the announcements call. It is the banner that call answers first for the visitor's language
 * (with the same fall-back to English); null when the brand shows no announcements (module
 * COMM3 off) or has no live banner. Another process's change shows within CACHE_MS; the boot
 * script puts the call's own answer in its place if the two differ (build/boot-preload.ts).
 */
export function homeBanners(db: Db) {
  const cache = new Map<string, { at: number; value: Promise<string | null> }>();
  const clear = (merchantId: number) => {
    for (const key of cache.keys()) if (key.startsWith(`${merchantId}:`)) cache.delete(key);
  };
  async function first(merchant: ResolvedMerchant, language: string): Promise<string | null> {
    if (!merchant.isModuleOn('COMM3')) return null;
    const key = `${merchant.id}:${language}`;
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
    const value = liveAnnouncements(db, merchant.id, language, ['B']).then((rows) => rows[0]?.imageUrl ?? null);
    cache.set(key, { at: Date.now(), value });
    value.catch(() => cache.delete(key));
    return value;
  }
  return { first, clear };
}

export type HomeBanners = ReturnType<typeof homeBanners>;
