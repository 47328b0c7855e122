/**
 * Game categories and the page each opens in the top navigation. ESPORTS has no
 * page of its own; LOTT and ELOTT share /elott.
 */
export const GAME_CATEGORIES = ['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'ESPORTS', 'FISH', 'RNG', 'PVP'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export const CATEGORY_PATH: Record<GameCategory, string | null> = {
  ELOTT: '/elott',
  LOTT: '/elott',
  LIVE: '/live',
  SPORTS: '/sports',
  ESPORTS: null,
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
};
