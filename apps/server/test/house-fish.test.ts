/**
 * Mekong Fishing's engine: the species table, the exact catch decision, the pond timetable, and
 * that every species returns the documented 96% over a million simulated shots.
 */
import { describe, expect, it } from 'vitest';
import {
  BET_LEVELS,
  canShootAt,
  EARLY_GRACE_MS,
  FISH_RTP,
  fishAt,
  fishInPond,
  isBetLevel,
  LATE_GRACE_MS,
  type Pond,
  PREFILL,
  SPAWN_EVERY_MS,
  SPAWN_WEIGHTS,
  SPECIES,
  type Species,
  shoot,
  shotPayout,
  speciesRtp,
  speciesStdDev,
} from '../src/house/games/fish/index.ts';
import { rtpTolerance } from '../src/house/games/tables/bets.ts';
import { FairStream, type Rng, SimulationRng } from '../src/platform/fair.ts';
import { HOUSE_GAMES } from '../src/seed/games.ts';

/** An Rng whose integer draw answers `value` and remembers the range it was asked for. */
function fixedDraw(value: number) {
  const asked: number[] = [];
  const rng: Rng = {
    int(n) {
      asked.push(n);
      return value;
    },
    float: () => {
      throw new Error('a shot never draws a float');
    },
    weighted: () => {
      throw new Error('a shot draws one integer');
    },
    shuffle: () => {
      throw new Error('a shot draws one integer');
    },
  };
  return { rng, asked };
}

const pond: Pond = { seed: 'test-pond', originMs: Date.UTC(2025, 0, 1) };
const naga = SPECIES.find((s) => s.code === 'naga') as Species;

describe('species', () => {
  it('pay 2× to 300× with a boss, and every one returns exactly the catalogue RTP', () => {
    expect(SPECIES.length).toBeGreaterThanOrEqual(10);
    expect(SPECIES.length).toBeLessThanOrEqual(15);
    const multipliers = SPECIES.map((s) => s.multiplier);
    expect(Math.min(...multipliers)).toBe(2);
    expect(Math.max(...multipliers)).toBe(300);
    expect(new Set(SPECIES.map((s) => s.code)).size).toBe(SPECIES.length);
    expect(SPECIES.filter((s) => 'boss' in s).map((s) => s.code)).toEqual(['naga']);
    for (const s of SPECIES) expect(speciesRtp(s)).toBe(FISH_RTP);
    expect(FISH_RTP).toBe(0.96);
    expect(HOUSE_GAMES.find((g) => g.code === 'mekong-fishing')?.rtp).toBe(FISH_RTP.toFixed(4));
    expect(SPAWN_WEIGHTS.reduce((a, b) => a + b, 0)).toBe(1000);
  });
});

describe('a shot', () => {
  it('draws one integer in [0, 25·m) and catches exactly below 24', () => {
    for (const s of SPECIES) {
      const hit = fixedDraw(23);
      expect(shoot(hit.rng, 7, s)).toEqual({ fishId: 7, species: s.code, multiplier: s.multiplier, caught: true });
      expect(hit.asked).toEqual([25 * s.multiplier]);
      const miss = fixedDraw(24);
      expect(shoot(miss.rng, 7, s).caught).toBe(false);
      expect(miss.asked).toEqual([25 * s.multiplier]);
    }
  });

  it('pays stake × multiplier on a catch and nothing on a miss, in exact minor units', () => {
    const caught = shoot(fixedDraw(0).rng, 1, naga);
    expect(shotPayout(caught, 10_000n)).toBe(3_000_000n);
    expect(shotPayout({ ...caught, caught: false }, 10_000n)).toBe(0n);
    expect(shotPayout(shoot(fixedDraw(0).rng, 1, SPECIES[0]), 333n)).toBe(666n);
  });

  it('is the same for the same seeds, so the verify page can redraw it', () => {
    const a = Array.from({ length: 50 }, (_, n) => shoot(new FairStream('seed', 'client', n), n, naga));
    const b = Array.from({ length: 50 }, (_, n) => shoot(new FairStream('seed', 'client', n), n, naga));
    expect(a).toEqual(b);
  });

  it('costs one of the bet levels', () => {
    expect(BET_LEVELS.map(String)).toEqual(['100', '200', '500', '1000', '5000', '10000']);
    expect(isBetLevel(500n)).toBe(true);
    expect(isBetLevel(300n)).toBe(false);
    expect(isBetLevel(0n)).toBe(false);
    expect(isBetLevel(100_000n)).toBe(false);
  });
});

describe('the pond', () => {
  it('is a timetable: the same pond and fish number always give the same fish', () => {
    expect(fishAt(pond, 42)).toEqual(fishAt(pond, 42));
    expect(fishAt({ ...pond, seed: 'other' }, 42)).not.toEqual(fishAt(pond, 42));
    const f = fishAt(pond, 42);
    const slot = pond.originMs + (42 - PREFILL) * SPAWN_EVERY_MS;
    expect(f.spawnAt).toBeGreaterThanOrEqual(slot);
    expect(f.spawnAt).toBeLessThan(slot + SPAWN_EVERY_MS);
    expect(f.leaveAt - f.spawnAt).toBe(SPECIES.find((s) => s.code === f.species)?.swimMs);
    for (const v of [f.path.y0, f.path.y1]) expect(v >= 0.12 && v <= 0.88).toBe(true);
  });

  it('is full from the moment the session opens, and lists exactly the fish swimming', () => {
    for (const t of [pond.originMs, pond.originMs + 90_000, pond.originMs + 3_600_000]) {
      const now = fishInPond(pond, t);
      expect(now.length).toBeGreaterThanOrEqual(5);
      expect(now.length).toBeLessThanOrEqual(35);
      for (const f of now) expect(f.spawnAt <= t && t < f.leaveAt).toBe(true);
      // Nobody missing: every fish number around t is either listed or not swimming at t.
      const listed = new Set(now.map((f) => f.id));
      const around = Math.floor((t - pond.originMs) / SPAWN_EVERY_MS) + PREFILL;
      for (let id = Math.max(0, around - 60); id <= around + 10; id++) {
        const f = fishAt(pond, id);
        expect(listed.has(id)).toBe(f.spawnAt <= t && t < f.leaveAt);
      }
      // Looking ahead adds fish about to enter, and only those.
      const soon = fishInPond(pond, t, 6_000).filter((f) => !listed.has(f.id));
      for (const f of soon) expect(f.spawnAt > t && f.spawnAt <= t + 6_000).toBe(true);
    }
  });

  it('lets a shot aim only at a fish that is there, with a little grace for the network', () => {
    const f = fishAt(pond, 100);
    expect(canShootAt(pond, 100, f.spawnAt)).toEqual(f);
    expect(canShootAt(pond, 100, f.leaveAt + LATE_GRACE_MS)).toEqual(f);
    expect(canShootAt(pond, 100, f.spawnAt - EARLY_GRACE_MS)).toEqual(f);
    expect(canShootAt(pond, 100, f.leaveAt + LATE_GRACE_MS + 1)).toBeNull();
    expect(canShootAt(pond, 100, f.spawnAt - EARLY_GRACE_MS - 1)).toBeNull();
    expect(canShootAt(pond, -1, f.spawnAt)).toBeNull();
    expect(canShootAt(pond, 1.5, f.spawnAt)).toBeNull();
    // A fish number from far in the future has not come yet.
    expect(canShootAt(pond, 1_000_000, f.spawnAt)).toBeNull();
  });

  it('brings each species as often as its spawn weight says (100,000 fish, within 4σ)', () => {
    const n = 100_000;
    const counts = new Map<string, number>();
    for (let id = 0; id < n; id++) {
      const code = fishAt(pond, id).species;
      counts.set(code, (counts.get(code) ?? 0) + 1);
    }
    for (const s of SPECIES) {
      const p = s.spawnWeight / 1000;
      const seen = (counts.get(s.code) ?? 0) / n;
      expect(Math.abs(seen - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
    }
  });
});

describe('return to player (SimulationRng)', () => {
  const SHOTS = 1_000_000;

  /** The return per unit staked over `shots` shots, each aimed at the species `pick` chooses. */
  function simulate(seed: number, shots: number, pick: (rng: Rng) => Species) {
    const rng = new SimulationRng(seed);
    let returned = 0n;
    for (let i = 0; i < shots; i++) returned += shotPayout(shoot(rng, i, pick(rng)), 1n);
    return Number(returned) / shots;
  }

  const measured: Record<string, number> = {};

  it.each(SPECIES.map((s, i) => [s.code, s, i] as const))(
    '%s: 1,000,000 shots return 96% within 4σ/√N',
    (_code, species, i) => {
      const rtp = simulate(1000 + i, SHOTS, () => species);
      measured[species.code] = rtp;
      expect(Math.abs(rtp - FISH_RTP)).toBeLessThan(rtpTolerance(speciesStdDev(species), SHOTS));
    },
  );

  it('1,000,000 shots at whatever swims (the pond mix) return 96% within 4σ/√N', () => {
    const meanMultiplier = SPECIES.reduce((a, s) => a + s.multiplier * s.spawnWeight, 0) / 1000;
    // Every species returns the same mean, so the mix's variance is the weighted mean of theirs.
    const stdDev = Math.sqrt(FISH_RTP * meanMultiplier - FISH_RTP ** 2);
    const rtp = simulate(77, SHOTS, (rng) => SPECIES[rng.weighted(SPAWN_WEIGHTS)] as Species);
    measured.mix = rtp;
    expect(Math.abs(rtp - FISH_RTP)).toBeLessThan(rtpTolerance(stdDev, SHOTS));
    console.info('measured RTP', JSON.stringify(measured));
  });
});
