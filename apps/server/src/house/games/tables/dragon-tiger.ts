import type { Rng } from '../../../platform/fair.ts';
import {
  type BetError,
  halfLoss,
  LOST,
  type Settlement,
  settleEach,
  type TableBet,
  type TableGameInfo,
  validatePlainBet,
  winPayout,
} from './bets.ts';
import { type Card, freshShoe } from './cards.ts';
import { type BeadCell, type BigRoad, beadPlate, bigRoad } from './road.ts';

/** One card to the dragon, one to the tiger, from eight decks; the higher rank wins, aces low, kings high. */

export const DRAGON_TIGER_DECKS = 8;

export type DragonTigerWinner = 'DRAGON' | 'TIGER' | 'TIE';

export type DragonTigerOutcome = {
  dragon: Card;
  tiger: Card;
  winner: DragonTigerWinner;
  /** Same rank and same suit: also a tie. */
  suitedTie: boolean;
};

export function compareCards(dragon: Card, tiger: Card): DragonTigerOutcome {
  const winner = dragon.rank > tiger.rank ? 'DRAGON' : tiger.rank > dragon.rank ? 'TIGER' : 'TIE';
  return { dragon, tiger, winner, suitedTie: winner === 'TIE' && dragon.suit === tiger.suit };
}

/** Deals from a freshly shuffled shoe each round, like baccarat, so a round is verifiable on its own. */
export function deal(rng: Rng): DragonTigerOutcome {
  const draw = freshShoe(rng, DRAGON_TIGER_DECKS);
  const dragon = draw();
  return compareCards(dragon, draw());
}

export const DRAGON_TIGER_BET_KINDS = ['DRAGON', 'TIGER', 'TIE', 'SUITED_TIE'] as const;
export type DragonTigerBetKind = (typeof DRAGON_TIGER_BET_KINDS)[number];
export type DragonTigerBet = TableBet<DragonTigerBetKind>;

/** Exact for a fresh eight-deck shoe: P(tie) = 31/415, P(suited tie) = 7/415, P(dragon) = 192/415. */
export const GAME_INFO: TableGameInfo<DragonTigerBetKind> = {
  code: 'dragon-tiger',
  headlineBet: 'DRAGON',
  rtp: 0.9627,
  mainBets: ['DRAGON', 'TIGER'],
  simulationRounds: 1_000_000,
  bets: {
    DRAGON: {
      pays: '1:1, half back on a tie',
      minMultiplier: 2,
      maxMultiplier: 2,
      rtp: 0.962651,
      stdDev: 0.970866,
      selection: null,
    },
    TIGER: {
      pays: '1:1, half back on a tie',
      minMultiplier: 2,
      maxMultiplier: 2,
      rtp: 0.962651,
      stdDev: 0.970866,
      selection: null,
    },
    TIE: { pays: '8:1', minMultiplier: 9, maxMultiplier: 9, rtp: 0.672289, stdDev: 2.366142, selection: null },
    SUITED_TIE: {
      pays: '50:1',
      minMultiplier: 51,
      maxMultiplier: 51,
      rtp: 0.860241,
      stdDev: 6.567517,
      selection: null,
    },
  },
};

export const validateBet = (kind: string, selection?: readonly number[]): BetError | null =>
  validatePlainBet(DRAGON_TIGER_BET_KINDS, kind, selection);

function settleBet(outcome: DragonTigerOutcome, { kind, stake }: DragonTigerBet): Settlement {
  switch (kind) {
    case 'DRAGON':
    case 'TIGER':
      if (outcome.winner === 'TIE') return halfLoss(stake);
      return outcome.winner === kind ? winPayout(stake, 1n) : LOST;
    case 'TIE':
      return outcome.winner === 'TIE' ? winPayout(stake, 8n) : LOST;
    case 'SUITED_TIE':
      return outcome.suitedTie ? winPayout(stake, 50n) : LOST;
  }
}

/** One settlement per bet, in order. A dragon or tiger bet on a tie returns floor(stake / 2). */
export const settle = (outcome: DragonTigerOutcome, bets: readonly DragonTigerBet[]): Settlement[] =>
  settleEach(bets, validateBet, (bet) => settleBet(outcome, bet));

export type DragonTigerRoadEntry = {
  winner: DragonTigerWinner;
  dragonRank: number;
  tigerRank: number;
  suitedTie: boolean;
};

export type DragonTigerRoad = { beadPlate: BeadCell<DragonTigerRoadEntry>[]; bigRoad: BigRoad<DragonTigerRoadEntry> };

/** The bead plate and big road of the given rounds, oldest first. */
export function road(outcomes: readonly DragonTigerOutcome[]): DragonTigerRoad {
  const entries = outcomes.map(
    ({ winner, dragon, tiger, suitedTie }): DragonTigerRoadEntry => ({
      winner,
      dragonRank: dragon.rank,
      tigerRank: tiger.rank,
      suitedTie,
    }),
  );
  return { beadPlate: beadPlate(entries), bigRoad: bigRoad(entries, 'TIE') };
}
