import type { Rng } from '../../../platform/fair.ts';
import { GOLDEN_DRAGON } from './golden-dragon.ts';
import { MEKONG_FORTUNE } from './mekong-fortune.ts';
import { playRound } from './spin.ts';
import type { SlotMachine, SlotOutcome } from './types.ts';

export { COINS_PER_STAKE, MAX_STAKE, MIN_STAKE, stakeError } from './stake.ts';
export type { Grid, SlotMachine, SlotOutcome, SpinResult, SpinWin } from './types.ts';

/** The house slots by catalogue game code. */
export const SLOT_MACHINES = {
  'mekong-fortune': MEKONG_FORTUNE,
  'golden-dragon': GOLDEN_DRAGON,
} as const satisfies Record<string, SlotMachine>;

export type SlotCode = keyof typeof SLOT_MACHINES;

export const isSlotCode = (code: string): code is SlotCode => Object.hasOwn(SLOT_MACHINES, code);

/**
 * The published figures (docs/house-games-slots.md), checked by test/house-slots.test.ts:
 * `rtp` and `stdDev` per unit staked, computed exactly from the reels (analysis.ts, variance.ts);
 * `catalogueRtp` is the seed's figure, `rtp` rounded to four places.
 */
export const SLOT_INFO: Record<
  SlotCode,
  { catalogueRtp: number; rtp: number; stdDev: number; triggerChance: number; simulationRounds: number }
> = {
  'mekong-fortune': {
    catalogueRtp: 0.96,
    rtp: 0.960028168,
    stdDev: 3.408289,
    triggerChance: 0.007946327,
    simulationRounds: 1_000_000,
  },
  'golden-dragon': {
    catalogueRtp: 0.955,
    rtp: 0.954997294,
    stdDev: 4.602267,
    triggerChance: 0.006204044,
    simulationRounds: 1_000_000,
  },
};

/** One paid round of a slot: the base spin and all the free spins it leads to. */
export const spinSlot = (rng: Rng, code: SlotCode, stake: bigint): SlotOutcome =>
  playRound(rng, SLOT_MACHINES[code], stake);
