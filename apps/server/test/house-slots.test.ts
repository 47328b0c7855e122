/**
 * The house slots' engines: how lines, ways, wilds and scatters pay, how the free spins play,
 * that money stays exact, and that the published return to player is what the reels give, both
 * computed exactly and measured over a million simulated rounds.
 */
import { describe, expect, it } from 'vitest';
import { theoreticalRtp } from '../src/house/games/slots/analysis.ts';
import { GOLDEN_DRAGON } from '../src/house/games/slots/golden-dragon.ts';
import { SLOT_INFO, SLOT_MACHINES, type SlotCode, spinSlot, stakeError } from '../src/house/games/slots/index.ts';
import { lineHit, lineWins } from '../src/house/games/slots/lines.ts';
import { MEKONG_FORTUNE } from '../src/house/games/slots/mekong-fortune.ts';
import { gridCoins, playRound, scatterHit, windowAt } from '../src/house/games/slots/spin.ts';
import type { Grid, SlotMachine } from '../src/house/games/slots/types.ts';
import { roundMoments } from '../src/house/games/slots/variance.ts';
import { waysWins } from '../src/house/games/slots/ways.ts';
import { rtpTolerance } from '../src/house/games/tables/bets.ts';
import { FairStream, type Rng, SimulationRng } from '../src/platform/fair.ts';
import { HOUSE_GAMES } from '../src/seed/games.ts';

const seq = (symbols: string) => symbols.split(' ');
/** A window from its three rows, written top to bottom as on screen. */
const rows = (...lines: string[]): Grid => {
  const cells = lines.map(seq);
  return (cells[0] ?? []).map((_, reel) => cells.map((row) => row[reel] as string));
};

/** Where a reel must stop to show `symbol` on `row`. */
const stopShowing = (strip: readonly string[], symbol: string, row = 0) =>
  (strip.indexOf(symbol) - row + strip.length) % strip.length;
/** The first stop whose window does not show `symbol`. */
const stopWithout = (m: SlotMachine, reel: number, symbol: string) =>
  (m.reels[reel] ?? []).findIndex((_, stop) => !windowAt(m.reels[reel] ?? [], stop, m.rows).includes(symbol));

/**
 * An Rng that stops the reels where a test says: the scripted spins first, then `quiet` again and
 * again (every spin draws one stop per reel, in reel order).
 */
function scriptedReels(spins: number[][], quiet: number[]): Rng {
  const queue = spins.flat();
  let drawn = 0;
  return {
    int(n) {
      const v = queue.shift() ?? (quiet[drawn % quiet.length] as number);
      drawn++;
      if (v < 0 || v >= n) throw new RangeError(`scripted stop ${v} outside ${n}`);
      return v;
    },
    float: () => {
      throw new Error('slots draw integers only');
    },
    weighted: () => {
      throw new Error('slots draw integers only');
    },
    shuffle: () => {
      throw new Error('slots draw integers only');
    },
  };
}

const quietStops = (m: SlotMachine) => m.reels.map((_, reel) => stopWithout(m, reel, m.scatter));
const scatterStops = (m: SlotMachine, reelsWithScatter: number[]) =>
  m.reels.map((strip, reel) =>
    reelsWithScatter.includes(reel) ? stopShowing(strip, m.scatter, reel % 3) : stopWithout(m, reel, m.scatter),
  );

describe('paylines (Mekong Fortune)', () => {
  const m = MEKONG_FORTUNE;
  const hit = (symbols: string) => lineHit(seq(symbols), m);

  it('pay the longest run from the leftmost reel, wilds standing in for the symbol', () => {
    expect(hit('DOLPHIN DOLPHIN DOLPHIN K Q')).toEqual({ symbol: 'DOLPHIN', count: 3, coins: 40 });
    expect(hit('DOLPHIN DOLPHIN K DOLPHIN DOLPHIN')).toEqual({ symbol: 'DOLPHIN', count: 2, coins: 5 });
    expect(hit('WILD WILD FISH WILD FISH')).toEqual({ symbol: 'FISH', count: 5, coins: 300 });
    expect(hit('J WILD J WILD TEN')).toEqual({ symbol: 'J', count: 4, coins: 15 });
    expect(hit('K Q K K K')).toBeNull();
    expect(hit('Q Q K K K')).toBeNull(); // two of a low symbol pay nothing
  });

  it('a run of wilds pays its own row when that is more than the symbol after it', () => {
    expect(hit('WILD WILD WILD WILD K')).toEqual({ symbol: 'WILD', count: 4, coins: 1000 });
    expect(hit('WILD WILD WILD Q Q')).toEqual({ symbol: 'WILD', count: 3, coins: 100 });
    expect(hit('WILD WILD WILD DOLPHIN DOLPHIN')).toEqual({ symbol: 'DOLPHIN', count: 5, coins: 1000 });
    expect(hit('WILD WILD WILD WILD WILD')).toEqual({ symbol: 'WILD', count: 5, coins: 4500 });
  });

  it('the wild never stands in for the scatter, and a scatter ends a line', () => {
    expect(hit('SCATTER WILD WILD WILD K')).toBeNull();
    expect(hit('WILD SCATTER SCATTER SCATTER A')).toBeNull();
    expect(hit('WILD WILD WILD SCATTER A')).toEqual({ symbol: 'WILD', count: 3, coins: 100 });
    expect(hit('A A SCATTER A A')).toBeNull();
  });

  it('reads every one of the 20 lines on the window and names the cells that won', () => {
    const grid = rows('K FISH Q J A', 'BOAT BOAT BOAT TEN Q', 'A K FISH BOAT J');
    const wins = lineWins(grid, m);
    // Line 1 (middle row): three boats. Line 15 (1,1,2,1,1) reads BOAT BOAT FISH: two boats.
    expect(wins).toContainEqual({
      line: 0,
      symbol: 'BOAT',
      count: 3,
      coins: 30,
      cells: [
        [0, 1],
        [1, 1],
        [2, 1],
      ],
    });
    expect(wins.find((w) => w.line === 14)).toMatchObject({ symbol: 'BOAT', count: 2, coins: 2 });
    expect(wins.map((w) => w.line).sort((a, b) => a - b)).toEqual([0, 13, 14]);
    expect(m.paylines).toHaveLength(20);
    expect(new Set(m.paylines.map((l) => l.join())).size).toBe(20);
  });

  it('scatters pay anywhere on the window, by their number', () => {
    const grid = rows('SCATTER A Q Q J', 'A K SCATTER J TEN', 'K Q J TEN SCATTER');
    expect(scatterHit(grid, m)).toEqual({
      count: 3,
      coins: 40,
      cells: [
        [0, 0],
        [2, 1],
        [4, 2],
      ],
    });
    expect(scatterHit(rows('SCATTER A Q Q J', 'A K SCATTER J TEN', 'K Q J TEN A'), m).coins).toBe(0);
    expect(gridCoins(grid, m)).toBe(40); // no line pays on this window
  });
});

describe('243 ways (Golden Dragon)', () => {
  const m = GOLDEN_DRAGON;

  it('multiply the matching cells of adjacent reels from the leftmost, wilds included', () => {
    const grid = rows('TIGER WILD KOI TIGER A', 'Q TIGER TIGER K J', 'K J WILD WILD TIGER');
    const tiger = waysWins(grid, m).find((w) => w.symbol === 'TIGER');
    // Reel 1: one tiger; reel 2: wild and tiger; reel 3: tiger and wild; reel 4: tiger and wild; reel 5: tiger.
    expect(tiger).toMatchObject({ count: 5, ways: 8, coins: 320 });
    expect(tiger?.cells).toHaveLength(8);
    // K shows on reel 1 and a wild on reels 2-4, but no K or wild on reel 5: four in a row, 1×1×1×2 ways.
    expect(waysWins(grid, m).find((w) => w.symbol === 'K')).toMatchObject({ count: 4, ways: 2, coins: 20 });
  });

  it('pay nothing for symbols not on the first reel, and count a win once per way', () => {
    const grid = rows('A K Q J TEN', 'NINE TIGER KOI Q J', 'TEN LANTERN TURTLE K Q');
    expect(waysWins(grid, m)).toEqual([]);
    const two = rows('A A Q J TEN', 'NINE A K Q J', 'TEN TIGER A K Q');
    expect(waysWins(two, m)).toMatchObject([{ symbol: 'A', count: 3, ways: 2, coins: 6 }]);
  });

  it('keep the wild on reels 2-4 and the scatter on reels 1, 3 and 5, never twice in a window', () => {
    const reelsWith = (s: string) => m.reels.flatMap((strip, reel) => (strip.includes(s) ? [reel] : []));
    expect(reelsWith('WILD')).toEqual([1, 2, 3]);
    expect(reelsWith('SCATTER')).toEqual([0, 2, 4]);
    for (const strip of m.reels)
      for (let stop = 0; stop < strip.length; stop++)
        expect(new Set(windowAt(strip, stop, 3)).size, `${strip.join(' ')} at ${stop}`).toBe(3);
  });
});

describe('rounds and free spins', () => {
  it('three scatters start 10 free spins with every win doubled, all in one round', () => {
    const m = MEKONG_FORTUNE;
    const outcome = playRound(scriptedReels([scatterStops(m, [0, 2, 4])], quietStops(m)), m, 1000n);
    expect(outcome.coin).toBe('50');
    expect(outcome.base.scatter).toMatchObject({ count: 3, coins: 40, win: '2000' });
    expect(outcome.base.freeSpinsAwarded).toBe(10);
    expect(outcome.freeSpins).toHaveLength(10);
    for (const spin of outcome.freeSpins) {
      expect(spin.multiplier).toBe(2);
      expect(spin.win).toBe(String(50 * 2 * gridCoins(spin.grid, m)));
      for (const w of spin.wins) expect(w.win).toBe(String(50 * 2 * w.coins));
    }
    expect(outcome.base.win).toBe(String(50 * gridCoins(outcome.base.grid, m)));
    const total = [outcome.base, ...outcome.freeSpins].reduce((sum, s) => sum + BigInt(s.win), 0n);
    expect(outcome.win).toBe(total.toString());
  });

  it('free spins retrigger 10 more, but never past 50 in all', () => {
    const m = MEKONG_FORTUNE;
    const trigger = scatterStops(m, [1, 2, 3]);
    const once = playRound(scriptedReels([trigger, quietStops(m), trigger], quietStops(m)), m, 100n);
    expect(once.freeSpins).toHaveLength(20);
    expect(once.freeSpins.map((s) => s.freeSpinsAwarded)).toEqual([0, 10, ...Array(18).fill(0)]);
    // Every spin triggers: 10 + 4 retriggers of 10, then the cap.
    const capped = playRound(scriptedReels([], trigger), m, 100n);
    expect(capped.freeSpins).toHaveLength(50);
    expect(capped.freeSpins.filter((s) => s.freeSpinsAwarded > 0)).toHaveLength(4);
    expect(capped.freeSpins.every((s) => s.scatter?.count === 3)).toBe(true);
  });

  it('a base spin without three scatters has no free spins', () => {
    const m = MEKONG_FORTUNE;
    const outcome = playRound(scriptedReels([scatterStops(m, [0, 4])], quietStops(m)), m, 100n);
    expect(outcome.base.scatter?.count).toBe(2);
    expect(outcome.freeSpins).toEqual([]);
    expect(outcome.win).toBe(outcome.base.win);
  });

  it('Golden Dragon: 8 free spins with reel 3 all dragons, which cannot retrigger', () => {
    const m = GOLDEN_DRAGON;
    const trigger = scatterStops(m, [0, 2, 4]);
    const outcome = playRound(scriptedReels([trigger], trigger), m, 200n);
    expect(outcome.base.scatter).toMatchObject({ count: 3, coins: 100, win: '1000' });
    expect(outcome.freeSpins).toHaveLength(8);
    for (const spin of outcome.freeSpins) {
      expect(spin.grid[2]).toEqual(['WILD', 'WILD', 'WILD']);
      expect(spin.scatter?.count).toBe(2);
      expect(spin.freeSpinsAwarded).toBe(0);
      expect(spin.multiplier).toBe(1);
      expect(spin.win).toBe(String(10 * gridCoins(spin.grid, m)));
    }
  });

  it('stakes are whole coins between the limits, so every win is exact', () => {
    expect(stakeError(100n)).toBeNull();
    expect(stakeError(1_000_000n)).toBeNull();
    expect(stakeError(80n)).toBe('BELOW_MIN');
    expect(stakeError(1_000_020n)).toBe('ABOVE_MAX');
    expect(stakeError(110n)).toBe('NOT_WHOLE_COINS');
    expect(() => playRound(new SimulationRng(1), MEKONG_FORTUNE, 110n)).toThrow(RangeError);
    const rng = new SimulationRng(5);
    for (let i = 0; i < 200; i++) {
      const o = spinSlot(rng, 'golden-dragon', 1_000_000n);
      expect(BigInt(o.win) % 50_000n).toBe(0n); // a whole number of coins of 50,000
    }
  });

  it('the same seeds give the same round, and the outcome survives JSON', () => {
    for (const code of Object.keys(SLOT_MACHINES) as SlotCode[]) {
      const a = spinSlot(new FairStream('seed', 'client', 7), code, 2000n);
      const b = spinSlot(new FairStream('seed', 'client', 7), code, 2000n);
      expect(a).toEqual(b);
      expect(JSON.parse(JSON.stringify(a))).toEqual(a);
      expect(spinSlot(new FairStream('seed', 'client', 8), code, 2000n)).not.toEqual(a);
    }
  });
});

describe('documented returns', () => {
  for (const code of Object.keys(SLOT_MACHINES) as SlotCode[]) {
    const m = SLOT_MACHINES[code];
    const info = SLOT_INFO[code];

    it(`${code}: the analysis of the reels gives the documented RTP and the catalogue's figure`, () => {
      const t = theoreticalRtp(m);
      expect(t.rtp).toBeCloseTo(info.rtp, 9);
      expect(t.triggerChance).toBeCloseTo(info.triggerChance, 9);
      expect(t.rtp.toFixed(4)).toBe(info.catalogueRtp.toFixed(4));
      expect(HOUSE_GAMES.find((g) => g.code === code)?.rtp).toBe(info.catalogueRtp.toFixed(4));
    });

    it(`${code}: every combination of reel stops gives the same RTP and the documented deviation`, () => {
      const exact = roundMoments(m);
      expect(exact.rtp).toBeCloseTo(info.rtp, 9);
      expect(exact.stdDev).toBeCloseTo(info.stdDev, 5);
    }, 60_000);

    it(`${code}: one million simulated rounds land within four standard errors`, () => {
      const rounds = info.simulationRounds;
      expect(rounds).toBeGreaterThanOrEqual(1_000_000);
      const rng = new SimulationRng(code.length * 1009);
      let returned = 0n;
      let triggered = 0;
      for (let i = 0; i < rounds; i++) {
        const o = spinSlot(rng, code, 100n);
        returned += BigInt(o.win);
        if (o.freeSpins.length > 0) triggered++;
      }
      const rtp = Number(returned) / (100 * rounds);
      const p = info.triggerChance;
      console.info(`${code} simulated RTP ${rtp}, feature every ${(rounds / triggered).toFixed(1)} rounds`);
      expect(Math.abs(rtp - info.rtp), `measured ${rtp}`).toBeLessThan(rtpTolerance(info.stdDev, rounds));
      expect(Math.abs(triggered / rounds - p)).toBeLessThan(rtpTolerance(Math.sqrt(p * (1 - p)), rounds));
    }, 60_000);
  }
});
