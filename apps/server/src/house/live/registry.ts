import * as baccarat from '../games/tables/baccarat.ts';
import type { Settlement } from '../games/tables/bets.ts';
import * as dragonTiger from '../games/tables/dragon-tiger.ts';
import * as roulette from '../games/tables/roulette.ts';
import * as sicbo from '../games/tables/sicbo.ts';
import type { TableDef, TableGameModule } from './games.ts';

/** Engines type their bets by kind; the runner hands them only bets their validateBet accepted. */
type Engine = {
  GAME_INFO: { code: string };
  deal: TableGameModule['deal'];
  validateBet: TableGameModule['validateBet'];
  settle: (outcome: never, bets: never) => Settlement[];
  road: (outcomes: never) => unknown;
};

const module = (m: Engine): TableGameModule => ({
  code: m.GAME_INFO.code,
  deal: m.deal,
  validateBet: m.validateBet,
  settle: m.settle as TableGameModule['settle'],
  road: m.road as TableGameModule['road'],
});

/** Card games deal quickly; the wheel and the dice need a little longer on screen. */
const CARDS = { bettingMs: 15_000, resultMs: 7_000 };
const SPIN = { bettingMs: 18_000, resultMs: 8_000 };

/** 1.00 to 5,000.00 a line. */
const LIMITS = { minStake: 100n, maxStake: 500_000n };

/** The house's live tables: two of each card game so a player can pick a quieter one. */
export const HOUSE_TABLES: TableDef[] = [
  { id: 'baccarat-1', game: module(baccarat), timing: CARDS, ...LIMITS },
  { id: 'baccarat-2', game: module(baccarat), timing: CARDS, ...LIMITS },
  { id: 'dragon-tiger-1', game: module(dragonTiger), timing: CARDS, ...LIMITS },
  { id: 'roulette-1', game: module(roulette), timing: SPIN, ...LIMITS },
  { id: 'sicbo-1', game: module(sicbo), timing: SPIN, ...LIMITS },
];

export const tableById = (id: string) => HOUSE_TABLES.find((t) => t.id === id);
export const tablesOfGame = (code: string) => HOUSE_TABLES.filter((t) => t.game.code === code);
