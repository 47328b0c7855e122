import { GAME_CATEGORIES, type GameCategory, type VendorLanes } from '@mekong/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { vendors } from '../../platform/db/schema.ts';

/** One lane per category that has at least one enabled vendor, in the navigation's order. */
export async function vendorLanesOf(db: Db, merchantId: number): Promise<VendorLanes['data']['lanes']> {
  const rows = await db
    .select()
    .from(vendors)
    .where(and(eq(vendors.merchantId, merchantId), eq(vendors.enabled, true)))
    .orderBy(asc(vendors.sort), asc(vendors.id));
  return GAME_CATEGORIES.map((title: GameCategory) => ({
    title,
    cards: rows
      .filter((r) => r.category === title)
      .map((r) => ({
        vendorCode: r.code,
        name: r.name,
        accountTypeId: r.accountTypeId,
        vassalage: r.vassalage,
        isHot: r.isHot,
        iconUrl: r.iconUrl,
      })),
  })).filter((lane) => lane.cards.length > 0);
}
