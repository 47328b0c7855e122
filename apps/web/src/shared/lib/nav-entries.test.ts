import type { VendorCard } from '@mekong/contracts';
import { describe, expect, it } from 'vitest';
import { navCategories, vendorHref } from './nav-entries.ts';

const card = (name: string, vassalage = 'HOUSE'): VendorCard => ({
  vendorCode: 'HOUSE',
  name,
  accountTypeId: 1,
  vassalage,
  isHot: false,
  iconUrl: null,
});

describe('top navigation entries', () => {
  it('keeps categories with vendors and a page, in lane order; ESPORTS has no page', () => {
    const entries = navCategories([
      { title: 'LIVE', cards: [card('Live')] },
      { title: 'ESPORTS', cards: [card('E-sports')] },
      { title: 'FISH', cards: [] },
      { title: 'LOTT', cards: [card('Lottery')] },
    ]);
    expect(entries.map((e) => [e.category, e.path])).toEqual([
      ['LIVE', '/live'],
      ['LOTT', '/elott'],
    ]);
    expect(navCategories(undefined)).toEqual([]);
  });

  it('links a vendor to its category page filtered by vassalage', () => {
    expect(vendorHref('/rng', card('Slots', 'PG&SOFT'))).toBe('/rng?vassalage=PG%26SOFT');
  });
});
