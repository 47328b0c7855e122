import type { Fair } from '../../api/client.ts';

/** One win of a spin, as the house sends it: `cells` are [reel, row]; `win` is minor units. */
export type SpinWin = {
  line?: number;
  symbol: string;
  count: number;
  ways: number;
  coins: number;
  cells: [number, number][];
  win: string;
};
export type ScatterWin = { count: number; cells: [number, number][]; coins: number; win: string };

/** One spin, base or free: `grid[reel][row]`, row 0 at the top. */
export type SpinResult = {
  stops: number[];
  grid: string[][];
  wins: SpinWin[];
  scatter: ScatterWin | null;
  freeSpinsAwarded: number;
  multiplier: number;
  win: string;
};

export type SlotOutcome = {
  game: string;
  stake: string;
  coin: string;
  base: SpinResult;
  freeSpins: SpinResult[];
  win: string;
};

/** POST /house/api/slots/:game/spin */
export type SpinReply = {
  roundId: number;
  outcome: SlotOutcome;
  stake: string;
  payout: string;
  balance: string;
  pending: boolean;
  seedHash: string;
  serverSeed: string;
  fair: Fair;
};

/** GET /house/api/slots/:game: pays are coins, a coin being 1/20 of the stake. */
export type SlotRules = {
  game: string;
  evaluation: 'lines' | 'ways';
  rows: number;
  reels: string[][];
  paylines: number[][];
  wild: string;
  scatter: string;
  pays: Record<string, number[]>;
  scatterPays: number[];
  feature: { trigger: number; award: number; retrigger: number; cap: number; multiplier: number; wildReel?: number };
  rtp: number;
  stake: { min: string; max: string; step: string };
};
