import type { SlotMachine } from './types.ts';

/**
 * Golden Dragon: 5 reels × 3 rows, 243 ways: a symbol pays when it shows anywhere on adjacent
 * reels from the leftmost, once per combination of its cells. The dragon (WILD) lands on reels
 * 2–4 only. Three red envelopes (SCATTER, reels 1, 3 and 5 only) pay 5× the stake and start 8
 * free spins in which reel 3 turns into a column of dragons; with reel 3 all wild no scatter can
 * land there, so the feature never retriggers. Pays are coins per way, a coin being 1/20 of the stake.
 */

const strip = (symbols: string) => symbols.split(' ');

export const GOLDEN_DRAGON: SlotMachine = {
  code: 'golden-dragon',
  evaluation: 'ways',
  rows: 3,
  // 32–34 stops each; no symbol comes back within three stops, so a window never shows one twice.
  reels: [
    strip(
      'K Q NINE SCATTER LANTERN TIGER NINE KOI Q TEN KOI NINE A SCATTER TIGER LANTERN J TEN K TURTLE TEN J TURTLE KOI LANTERN TEN J NINE A K Q A',
    ),
    strip(
      'J A WILD TIGER Q WILD TEN KOI TIGER J K LANTERN TURTLE KOI LANTERN TEN A TURTLE NINE KOI TEN J NINE LANTERN Q A K Q NINE K TEN NINE',
    ),
    strip(
      'SCATTER WILD KOI TURTLE K NINE Q A J K WILD LANTERN J TIGER SCATTER NINE TIGER TEN J TURTLE A K KOI LANTERN A KOI LANTERN TEN Q NINE TEN Q NINE TEN',
    ),
    strip(
      'A WILD TIGER Q NINE J TURTLE TEN A KOI J TEN LANTERN WILD TIGER Q WILD LANTERN TURTLE Q KOI A K KOI TEN NINE LANTERN K J NINE K TEN NINE',
    ),
    strip(
      'NINE KOI LANTERN TEN NINE Q K TIGER J KOI TEN Q A SCATTER K TURTLE J A SCATTER TIGER TEN A NINE TURTLE KOI NINE J TEN LANTERN K Q LANTERN',
    ),
  ],
  paylines: [],
  wild: 'WILD',
  scatter: 'SCATTER',
  // Coins per way by how many reels in a row (index = count).
  pays: {
    TIGER: [0, 0, 0, 20, 80, 320],
    TURTLE: [0, 0, 0, 15, 60, 200],
    KOI: [0, 0, 0, 12, 40, 140],
    LANTERN: [0, 0, 0, 10, 30, 120],
    A: [0, 0, 0, 6, 20, 80],
    K: [0, 0, 0, 6, 20, 60],
    Q: [0, 0, 0, 4, 16, 50],
    J: [0, 0, 0, 4, 12, 40],
    TEN: [0, 0, 0, 2, 9, 25],
    NINE: [0, 0, 0, 2, 8, 16],
  },
  // Three scatters (the most there can be) pay 5× the stake.
  scatterPays: [0, 0, 0, 100],
  feature: { trigger: 3, award: 8, retrigger: 0, cap: 8, multiplier: 1, wildReel: 2 },
};
