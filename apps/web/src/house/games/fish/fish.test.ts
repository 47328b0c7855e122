/**
 * The fish window draws what the server's pond says: every species has a look and a name in each
 * language, fish enter and leave out of sight, and a tap finds the fish drawn under it.
 */
import { describe, expect, it } from 'vitest';
import { fishAt } from '../../../../../server/src/house/games/fish/pond.ts';
import { SPECIES } from '../../../../../server/src/house/games/fish/species.ts';
import cn from '../../../shared/i18n/locales/cn.json';
import en from '../../../shared/i18n/locales/en.json';
import km from '../../../shared/i18n/locales/km.json';
import th from '../../../shared/i18n/locales/th.json';
import vi from '../../../shared/i18n/locales/vi.json';
import { fishAtPoint, isInSight, placeFish } from './pondMath.ts';
import { LOOKS } from './species.ts';

describe('species and texts', () => {
  it('give every species of the engine a look and a name in every language', () => {
    for (const s of SPECIES) {
      expect(LOOKS[s.code], s.code).toBeDefined();
      for (const texts of [km, en, cn, th, vi])
        expect(texts.house.fish.species[s.code as keyof typeof en.house.fish.species]).toBeTruthy();
    }
    // Translated, not copied.
    for (const texts of [km, cn, th, vi]) expect(texts.house.fish.shoot).not.toBe(en.house.fish.shoot);
  });
});

describe('a fish on its path', () => {
  const pond = { seed: 'web-test', originMs: 1_700_000_000_000 };
  const fish = Array.from({ length: 40 }, (_, id) => fishAt(pond, id + 100));

  it('enters and leaves out of sight, on opposite sides, and is in sight halfway', () => {
    for (const f of fish) {
      const start = placeFish(f, f.spawnAt);
      const end = placeFish(f, f.leaveAt);
      expect(start.x < 0 || start.x > 1).toBe(true);
      expect(end.x < 0 || end.x > 1).toBe(true);
      expect(start.x < 0).toBe(f.path.fromLeft);
      expect(end.x > 1).toBe(f.path.fromLeft);
      expect(isInSight(f, (f.spawnAt + f.leaveAt) / 2)).toBe(true);
      expect(isInSight(f, f.leaveAt + 1)).toBe(false);
    }
  });

  it('is found by a tap where it is drawn, and not by one far from every fish', () => {
    const f = fish[0] as (typeof fish)[number];
    const now = (f.spawnAt + f.leaveAt) / 2;
    const at = placeFish(f, now);
    expect(fishAtPoint([f], now, at.x * 800, at.y * 450, 800, 450)).toBe(f);
    expect(fishAtPoint([f], now, at.x * 800 + 200, at.y * 450 + 200, 800, 450)).toBeNull();
  });
});
