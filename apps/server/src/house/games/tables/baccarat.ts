import type { BaccaratOutcome, BaccaratWinner } from './baccarat-hand.ts';
import {
  type BetError,
  LOST,
  push,
  type Settlement,
  settleEach,
  type TableBet,
  type TableGameInfo,
  validatePlainBet,
  winPayout,
} from './bets.ts';
import { type BeadCell, type BigRoad, beadPlate, bigRoad } from './road.ts';

export { type BaccaratOutcome, type BaccaratWinner, bankerDraws, cardPoints, deal, playCoup } from './baccarat-hand.ts';

export const BACCARAT_BET_KINDS = ['PLAYER', 'BANKER', 'TIE', 'PLAYER_PAIR', 'BANKER_PAIR'] as const;
export type BaccaratBetKind = (typeof BACCARAT_BET_KINDS)[number];
export type BaccaratBet = TableBet<BaccaratBetKind>;

/**
 * Returns and deviations of a fresh eight-deck shoe, from the exact enumeration of every coup
 * (P(banker) 0.458597, P(player) 0.446247, P(tie) 0.095156) and P(pair) = 31/415.
 */
export const GAME_INFO: TableGameInfo<BaccaratBetKind> = {
  code: 'baccarat',
  headlineBet: 'BANKER',
  rtp: 0.9894,
  mainBets: ['BANKER', 'PLAYER'],
  simulationRounds: 1_000_000,
  bets: {
    PLAYER: { pays: '1:1', minMultiplier: 2, maxMultiplier: 2, rtp: 0.987649, stdDev: 0.951153, selection: null },
    BANKER: {
      pays: '0.95:1',
      minMultiplier: 1.95,
      maxMultiplier: 1.95,
      rtp: 0.989421,
      stdDev: 0.927372,
      selection: null,
    },
    TIE: { pays: '8:1', minMultiplier: 9, maxMultiplier: 9, rtp: 0.856404, stdDev: 2.640872, selection: null },
    PLAYER_PAIR: {
      pays: '11:1',
      minMultiplier: 12,
      maxMultiplier: 12,
      rtp: 0.896386,
      stdDev: 3.154856,
      selection: null,
    },
    BANKER_PAIR: {
      pays: '11:1',
      minMultiplier: 12,
      maxMultiplier: 12,
      rtp: 0.896386,
      stdDev: 3.154856,
      selection: null,
    },
  },
};

export const validateBet = (kind: string, selection?: readonly number[]): BetError | null =>
  validatePlainBet(BACCARAT_BET_KINDS, kind, selection);

function settleBet(outcome: BaccaratOutcome, { kind, stake }: BaccaratBet): Settlement {
  switch (kind) {
    case 'PLAYER':
      if (outcome.winner === 'TIE') return push(stake);
      return outcome.winner === 'PLAYER' ? winPayout(stake, 1n) : LOST;
    case 'BANKER':
      if (outcome.winner === 'TIE') return push(stake);
      return outcome.winner === 'BANKER' ? winPayout(stake, 95n, 100n) : LOST;
    case 'TIE':
      return outcome.winner === 'TIE' ? winPayout(stake, 8n) : LOST;
    case 'PLAYER_PAIR':
      return outcome.playerPair ? winPayout(stake, 11n) : LOST;
    case 'BANKER_PAIR':
      return outcome.bankerPair ? winPayout(stake, 11n) : LOST;
  }
}

/** One settlement per bet, in order. Banker wins pay stake + floor(stake × 95 / 100). */
export const settle = (outcome: BaccaratOutcome, bets: readonly BaccaratBet[]): Settlement[] =>
  settleEach(bets, validateBet, (bet) => settleBet(outcome, bet));

/** What a scoreboard cell shows of a coup. */
export type BaccaratRoadEntry = {
  winner: BaccaratWinner;
  playerTotal: number;
  bankerTotal: number;
  natural: boolean;
  playerPair: boolean;
  bankerPair: boolean;
};

export type BaccaratRoad = { beadPlate: BeadCell<BaccaratRoadEntry>[]; bigRoad: BigRoad<BaccaratRoadEntry> };

/** The bead plate and big road of the given coups, oldest first. */
export function road(outcomes: readonly BaccaratOutcome[]): BaccaratRoad {
  const entries = outcomes.map(
    ({ winner, playerTotal, bankerTotal, natural, playerPair, bankerPair }): BaccaratRoadEntry => ({
      winner,
      playerTotal,
      bankerTotal,
      natural,
      playerPair,
      bankerPair,
    }),
  );
  return { beadPlate: beadPlate(entries), bigRoad: bigRoad(entries, 'TIE') };
}
