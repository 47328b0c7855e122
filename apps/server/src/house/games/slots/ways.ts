import type { Grid, SlotMachine, SymbolId } from './types.ts';

/** A ways win before money: coins per way and the number of ways. */
export type WaysHit = { symbol: SymbolId; count: number; ways: number; coins: number; cells: [number, number][] };

/**
 * "243 ways": a symbol pays when it (or a wild) shows anywhere on each of the adjacent reels from
 * the leftmost; the number of ways is the product of its cells on those reels. Machines keep wilds
 * off the first reel, so every way starts on a real symbol.
 */
export function waysWins(grid: Grid, m: Pick<SlotMachine, 'pays' | 'wild' | 'scatter'>): WaysHit[] {
  const wins: WaysHit[] = [];
  for (const symbol in m.pays) {
    if (symbol === m.wild || symbol === m.scatter) continue;
    let ways = 1;
    let count = 0;
    for (const column of grid) {
      let hits = 0;
      for (const s of column) if (s === symbol || s === m.wild) hits++;
      if (hits === 0) break;
      ways *= hits;
      count++;
    }
    const coins = m.pays[symbol]?.[count] ?? 0;
    if (coins > 0) wins.push({ symbol, count, ways, coins, cells: cellsOf(grid, symbol, m.wild, count) });
  }
  return wins;
}

/** The cells of a ways win: the symbol or a wild on each of its reels. */
function cellsOf(grid: Grid, symbol: SymbolId, wild: SymbolId, count: number) {
  const cells: [number, number][] = [];
  for (let reel = 0; reel < count; reel++)
    grid[reel]?.forEach((s, row) => {
      if (s === symbol || s === wild) cells.push([reel, row]);
    });
  return cells;
}
