import { CONTENT_LANGUAGES } from '@mekong/contracts';
import type { Db } from '../../platform/db/index.ts';
import type { ResolvedMerchant } from '../../platform/merchant.ts';
import { recentAnswers } from '../../platform/recent.ts';
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
  const recent = recentAnswers<string | null>(CACHE_MS);
  const key = (merchantId: number, language: string) => `${merchantId}:${language}`;
  const first = async (merchant: ResolvedMerchant, language: string): Promise<string | null> => {
    if (!merchant.isModuleOn('COMM3')) return null;
    return recent.get(db, key(merchant.id, language), async () => {
      const [banner] = await liveAnnouncements(db, merchant.id, language, ['B']);
      return banner?.imageUrl ?? null;
    });
  };
  const clear = (merchantId: number) => {
    for (const language of CONTENT_LANGUAGES) recent.forget(db, key(merchantId, language));
  };
  return { first, clear };
}
