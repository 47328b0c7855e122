/** Mekong Fishing, the house vendor's fish-shooting game: see docs/house-games-fish.md. */
export const FISH_GAME_CODE = 'mekong-fishing';
export * from './pond.ts';
export * from './shot.ts';
export * from './species.ts';
