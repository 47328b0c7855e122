import type { SlotMachine } from './types.ts';

/**
 * Mekong Fortune: 5 reels × 3 rows, 20 fixed paylines read left to right. The temple (WILD)
 * stands in for every symbol but the money bag (SCATTER); three or more bags anywhere pay a
 * multiple of the stake and start 10 free spins with every win doubled, which retrigger up to 50.
 * Pays are coins per line, a coin being 1/20 of the stake (the line bet).
 */

const strip = (symbols: string) => symbols.split(' ');

/** Row of each reel for the 20 paylines (row 0 is the top). */
export const PAYLINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 0, 1],
  [1, 2, 1, 2, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
] as const;

export const MEKONG_FORTUNE: SlotMachine = {
  code: 'mekong-fortune',
  evaluation: 'lines',
  rows: 3,
  // 30 or 31 stops each; one scatter per reel, so a reel never shows two.
  reels: [
    strip(
      'FISH A J WILD K SCATTER FISH BOAT Q DOLPHIN BOAT J DOLPHIN A J K FISH Q MANGO A K MANGO TEN J MANGO TEN Q TEN Q TEN',
    ),
    strip(
      'Q WILD BOAT A MANGO K Q MANGO A TEN DOLPHIN WILD TEN K MANGO J Q BOAT J FISH A SCATTER TEN DOLPHIN J K FISH J Q FISH TEN',
    ),
    strip(
      'Q K FISH MANGO A J WILD BOAT K FISH MANGO A FISH SCATTER TEN A WILD J Q DOLPHIN BOAT TEN J DOLPHIN Q J MANGO K TEN Q TEN',
    ),
    strip(
      'K DOLPHIN J MANGO FISH WILD A J FISH A DOLPHIN TEN WILD J SCATTER Q BOAT MANGO J K MANGO Q TEN BOAT FISH A K Q TEN Q TEN',
    ),
    strip(
      'K Q FISH BOAT A J MANGO DOLPHIN WILD MANGO A K J TEN K J WILD Q FISH DOLPHIN TEN SCATTER Q MANGO BOAT Q FISH A TEN J TEN',
    ),
  ],
  paylines: PAYLINES,
  wild: 'WILD',
  scatter: 'SCATTER',
  // Coins per line by how many in a row (index = count).
  pays: {
    WILD: [0, 0, 0, 100, 1000, 4500],
    DOLPHIN: [0, 0, 5, 40, 200, 1000],
    BOAT: [0, 0, 2, 30, 125, 500],
    FISH: [0, 0, 0, 25, 80, 300],
    MANGO: [0, 0, 0, 22, 60, 200],
    A: [0, 0, 0, 10, 30, 120],
    K: [0, 0, 0, 10, 25, 100],
    Q: [0, 0, 0, 8, 20, 80],
    J: [0, 0, 0, 6, 15, 60],
    TEN: [0, 0, 0, 5, 12, 50],
  },
  // Anywhere on the window: 3 pay 2× the stake, 4 pay 10×, 5 pay 100×.
  scatterPays: [0, 0, 0, 40, 200, 2000],
  feature: { trigger: 3, award: 10, retrigger: 10, cap: 50, multiplier: 2 },
};
