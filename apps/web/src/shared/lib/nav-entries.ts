import { CATEGORY_PATH, type GameCategory, type VendorCard } from '@mekong/contracts';

export type NavCategory = { category: GameCategory; path: string; vendors: VendorCard[] };

/** Categories with at least one vendor and a page of their own (ESPORTS has none), in lane order. */
export function navCategories(lanes: { title: GameCategory; cards: VendorCard[] }[] | undefined): NavCategory[] {
  return (lanes ?? []).flatMap((lane) => {
    const path = CATEGORY_PATH[lane.title];
    return path && lane.cards.length > 0 ? [{ category: lane.title, path, vendors: lane.cards }] : [];
  });
}

export const vendorHref = (path: string, vendor: VendorCard) =>
  `${path}?vassalage=${encodeURIComponent(vendor.vassalage)}`;
