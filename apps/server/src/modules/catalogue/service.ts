import { GAME_CATEGORIES, type GameCategory, type VendorLanes } from '@mekong/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { games, vendors } from '../../platform/db/schema.ts';

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

/** The merchant's enabled vendors grouped by category, each with how many games it offers there. */
export async function vendorsByCategory(db: Db, merchantId: number, category?: string) {
  const rows = await db
    .select({
      category: vendors.category,
      vendorCode: vendors.code,
      name: vendors.name,
      vassalage: vendors.vassalage,
      accountTypeId: vendors.accountTypeId,
      isHot: vendors.isHot,
      iconUrl: vendors.iconUrl,
      gameCount: count(games.id),
    })
    .from(vendors)
    .leftJoin(
      games,
      and(
        eq(games.vendorCode, vendors.code),
        eq(games.category, vendors.category),
        eq(games.enabled, true),
        // A lobby entry is a door to the games, not one of them.
        eq(games.isGame, true),
      ),
    )
    .where(
      and(
        eq(vendors.merchantId, merchantId),
        eq(vendors.enabled, true),
        sql`not exists (select 1 from provider_vendors pv where pv.code = ${vendors.code} and not pv.enabled)`,
        category ? eq(vendors.category, category) : undefined,
      ),
    )
    .groupBy(vendors.id)
    .orderBy(asc(vendors.sort), asc(vendors.id));
  return GAME_CATEGORIES.flatMap((gameType) => {
    const list = rows.filter((r) => r.category === gameType).map(({ category: _, ...v }) => v);
    return list.length ? [{ gameType, vendors: list }] : [];
  });
}
