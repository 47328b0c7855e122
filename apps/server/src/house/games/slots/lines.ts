import type { Grid, SlotMachine, SymbolId } from './types.ts';

/** A win before money: which symbol, how many in a row from the left, and the coins per line. */
export type LineHit = { symbol: SymbolId; count: number; coins: number };

type LineRules = Pick<SlotMachine, 'pays' | 'wild' | 'scatter'>;

/**
 * The best win of one payline, read from the leftmost reel. Leading wilds stand in for the first
 * other symbol (never for the scatter, which pays on its own); a run of wilds alone pays the
 * wild's own row when that is more. A line pays once: its best reading.
 */
export function lineHit(symbols: readonly SymbolId[], m: LineRules): LineHit | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === m.wild) wilds++;
  const wildCoins = m.pays[m.wild]?.[wilds] ?? 0;
  let best: LineHit | null = wildCoins > 0 ? { symbol: m.wild, count: wilds, coins: wildCoins } : null;
  const lead = symbols[wilds];
  if (lead !== undefined && lead !== m.scatter) {
    let count = wilds;
    while (count < symbols.length && (symbols[count] === lead || symbols[count] === m.wild)) count++;
    const coins = m.pays[lead]?.[count] ?? 0;
    if (coins > (best?.coins ?? 0)) best = { symbol: lead, count, coins };
  }
  return best;
}

/** Every paying line of a window, with the cells that make each win. */
export function lineWins(grid: Grid, m: LineRules & Pick<SlotMachine, 'paylines'>) {
  const wins: (LineHit & { line: number; cells: [number, number][] })[] = [];
  const symbols: SymbolId[] = new Array(grid.length);
  m.paylines.forEach((rows, line) => {
    for (let reel = 0; reel < grid.length; reel++) symbols[reel] = grid[reel]?.[rows[reel] as number] as SymbolId;
    const hit = lineHit(symbols, m);
    if (hit) wins.push({ ...hit, line, cells: rows.slice(0, hit.count).map((row, reel) => [reel, row]) });
  });
  return wins;
}
