import type { Rng } from '../../../platform/fair.ts';
import { lineWins } from './lines.ts';
import { COINS_PER_STAKE } from './stake.ts';
import type { Grid, ScatterWin, SlotMachine, SlotOutcome, SpinResult, SpinWin, SymbolId } from './types.ts';
import { waysWins } from './ways.ts';

/** The rows a reel shows when it stops at `stop`: that position and the ones after it, wrapping. */
export function windowAt(strip: readonly SymbolId[], stop: number, rows: number): SymbolId[] {
  const shown: SymbolId[] = [];
  for (let r = 0; r < rows; r++) shown.push(strip[(stop + r) % strip.length] as SymbolId);
  return shown;
}

/** Each reel's stop, uniform over its strip, drawn with the Rng's unbiased integers. */
export const drawStops = (rng: Rng, m: SlotMachine) => m.reels.map((strip) => rng.int(strip.length));

/** The window for given stops; during free spins the feature's wild reel shows only wilds. */
export function gridAt(m: SlotMachine, stops: readonly number[], free: boolean): Grid {
  return m.reels.map((strip, reel) =>
    free && m.feature.wildReel === reel
      ? windowAt([m.wild], 0, m.rows)
      : windowAt(strip, stops[reel] as number, m.rows),
  );
}

/** Scatters anywhere on the window and what they pay, in coins. */
export function scatterHit(grid: Grid, m: SlotMachine) {
  const cells: [number, number][] = [];
  grid.forEach((column, reel) => {
    column.forEach((s, row) => {
      if (s === m.scatter) cells.push([reel, row]);
    });
  });
  return { count: cells.length, cells, coins: m.scatterPays[cells.length] ?? 0 };
}

/** What a window pays: every line or way win (its coins all ways together) and the scatter. */
export function evaluateGrid(grid: Grid, m: SlotMachine) {
  const wins: Omit<SpinWin, 'win'>[] =
    m.evaluation === 'lines'
      ? lineWins(grid, m).map((w) => ({
          line: w.line,
          symbol: w.symbol,
          count: w.count,
          ways: 1,
          coins: w.coins,
          cells: w.cells,
        }))
      : waysWins(grid, m).map((w) => ({ ...w, coins: w.coins * w.ways }));
  return { wins, scatter: scatterHit(grid, m) };
}

/** The coins a window pays in all (lines or ways, plus scatter), before any multiplier. */
export function gridCoins(grid: Grid, m: SlotMachine) {
  const { wins, scatter } = evaluateGrid(grid, m);
  return wins.reduce((sum, w) => sum + w.coins, scatter.coins);
}

/**
 * One spin, base or free, and how many scatters it showed. `freeSpinsAwarded` is filled in by
 * the round, which knows how many the feature may still add.
 */
function spin(rng: Rng, m: SlotMachine, coin: bigint, free: boolean) {
  const stops = drawStops(rng, m);
  const grid = gridAt(m, stops, free);
  const multiplier = free ? m.feature.multiplier : 1;
  const unit = coin * BigInt(multiplier);
  const money = (coins: number) => (unit * BigInt(coins)).toString();
  const evaluated = evaluateGrid(grid, m);
  const s = evaluated.scatter;
  let coins = s.coins;
  const wins: SpinWin[] = evaluated.wins.map((w) => {
    coins += w.coins;
    return { ...w, win: money(w.coins) };
  });
  const scatter: ScatterWin | null = s.count > 0 ? { ...s, win: money(s.coins) } : null;
  const result: SpinResult = { stops, grid, wins, scatter, freeSpinsAwarded: 0, multiplier, win: money(coins) };
  return { result, scatters: s.count };
}

/**
 * A whole round: the base spin and, when it triggers, every free spin in turn (retriggers add
 * spins up to the feature's cap). One stake in, one total out.
 */
export function playRound(rng: Rng, m: SlotMachine, stake: bigint): SlotOutcome {
  if (stake <= 0n || stake % COINS_PER_STAKE !== 0n) throw new RangeError(`stake must be whole coins: ${stake}`);
  const coin = stake / COINS_PER_STAKE;
  const f = m.feature;
  const { result: base, scatters } = spin(rng, m, coin, false);
  if (scatters >= f.trigger) base.freeSpinsAwarded = f.award;
  let awarded = base.freeSpinsAwarded;
  const freeSpins: SpinResult[] = [];
  for (let played = 0; played < awarded; played++) {
    const free = spin(rng, m, coin, true);
    if (free.scatters >= f.trigger) {
      free.result.freeSpinsAwarded = Math.min(f.retrigger, f.cap - awarded);
      awarded += free.result.freeSpinsAwarded;
    }
    freeSpins.push(free.result);
  }
  const total = freeSpins.reduce((sum, s) => sum + BigInt(s.win), BigInt(base.win));
  return {
    game: m.code,
    stake: stake.toString(),
    coin: coin.toString(),
    base,
    freeSpins,
    win: total.toString(),
  };
}
