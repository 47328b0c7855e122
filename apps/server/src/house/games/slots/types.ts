/**
 * What both house slots share: the shape of a machine (reels, pays, feature) and of a round's
 * outcome. Engines are pure: every random number comes from the `Rng` they are given.
 */

export type SymbolId = string;

/** The visible window, `grid[reel][row]`: five reels of three rows, row 0 at the top. */
export type Grid = SymbolId[][];

/** Pays in coins indexed by how many in a row (index 0–5), e.g. `[0, 0, 0, 5, 20, 100]`. */
export type PayRow = readonly number[];

/** How the free spins a scatter triggers play. */
export type FreeSpinFeature = {
  /** Scatters needed anywhere on the window. */
  trigger: number;
  /** Free spins awarded by a trigger in the base game. */
  award: number;
  /** Free spins a trigger inside the feature adds (0: the feature cannot retrigger). */
  retrigger: number;
  /** Most free spins one feature can play in all (retriggers stop adding at this total). */
  cap: number;
  /** Every free-spin win, lines and scatters, is multiplied by this. */
  multiplier: number;
  /** A reel (0-based) that shows only wilds during free spins, if any. */
  wildReel?: number;
};

export type SlotMachine = {
  code: 'mekong-fortune' | 'golden-dragon';
  /** How wins are read: fixed paylines left to right, or every adjacent way from the leftmost reel. */
  evaluation: 'lines' | 'ways';
  rows: number;
  /** The reel strips; a stop at position p shows strip[p], strip[p+1], strip[p+2] (wrapping). */
  reels: readonly (readonly SymbolId[])[];
  /** Rows of each payline, one per reel (only for `lines`). */
  paylines: readonly (readonly number[])[];
  wild: SymbolId;
  scatter: SymbolId;
  /** Coins per line (lines) or per way (ways) by symbol; a wild's own row is used on lines only. */
  pays: Readonly<Record<SymbolId, PayRow>>;
  /** Scatter pays in coins by the number of scatters anywhere (a coin is 1/20 of the stake). */
  scatterPays: PayRow;
  feature: FreeSpinFeature;
};

/** One line or way that paid, in coins before any feature multiplier. */
export type SpinWin = {
  /** Payline index (0-based) for a line win; absent for a ways win. */
  line?: number;
  symbol: SymbolId;
  count: number;
  /** Number of ways (1 for a line win). */
  ways: number;
  coins: number;
  /** The cells that make the win, as [reel, row]. */
  cells: [number, number][];
  /** Money won, minor units (multiplier applied). */
  win: string;
};

export type ScatterWin = { count: number; cells: [number, number][]; coins: number; win: string };

/** One spin, base or free: its stops, window, wins and what it awarded. */
export type SpinResult = {
  stops: number[];
  grid: Grid;
  wins: SpinWin[];
  scatter: ScatterWin | null;
  /** Free spins this spin awarded (0 if none). */
  freeSpinsAwarded: number;
  multiplier: number;
  /** Everything this spin paid, minor units. */
  win: string;
};

/** A whole round: the base spin and every free spin it led to, paid as one credit. */
export type SlotOutcome = {
  game: SlotMachine['code'];
  stake: string;
  /** One twentieth of the stake: the unit every pay is counted in. */
  coin: string;
  base: SpinResult;
  freeSpins: SpinResult[];
  /** Base plus every free spin, minor units: the round's payout. */
  win: string;
};
