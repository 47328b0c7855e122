import * as baccarat from './baccarat.ts';
import * as dragonTiger from './dragon-tiger.ts';
import * as roulette from './roulette.ts';
import * as sicbo from './sicbo.ts';

export type { BetError, BetKindInfo, BetResult, Settlement, TableBet, TableGameInfo } from './bets.ts';
export { rtpTolerance } from './bets.ts';
export { baccarat, dragonTiger, roulette, sicbo };

/** The engines by catalogue game code. */
export const TABLE_GAMES = {
  baccarat,
  'dragon-tiger': dragonTiger,
  roulette,
  sicbo,
} as const;

export type TableGameCode = keyof typeof TABLE_GAMES;
