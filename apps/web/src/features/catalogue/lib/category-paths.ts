import type { GameCategory } from '@mekong/contracts';

/** The games page's category of each path (/games shows them all). */
export const CATEGORY_OF_PATH: Record<string, GameCategory> = {
  '/rng': 'RNG',
  '/pvp': 'PVP',
  '/fish': 'FISH',
  '/live': 'LIVE',
};
