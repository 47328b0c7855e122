/**
 * What the house's live-table API answers (apps/server/src/house/live/state.ts) and the outcome
 * and road shapes of the engines (apps/server/src/house/games/tables/). Money is minor units in
 * strings, as the API sends it.
 */

export type TableGameCode = 'baccarat' | 'dragon-tiger' | 'roulette' | 'sicbo';

export type TableSummary = { id: string; game: string };

export type Phase = 'BETTING' | 'RESULT';

/** One stake on one spot; `selection` holds the numbers or faces of the kinds that need them. */
export type BetLine = { kind: string; selection?: number[]; stake: string };

export type MyBet = {
  roundId: number;
  status: 'PENDING' | 'PLACED' | 'SETTLED' | 'VOID';
  stake: string;
  payout: string | null;
  lines: BetLine[];
};

export type TableRound = {
  id: number;
  seq: number;
  phase: Phase;
  seedHash: string;
  closesAt: string | null;
  nextOpensAt: string | null;
  outcome: unknown;
  serverSeed: string | null;
};

export type TableState = {
  tableId: string;
  game: string;
  serverTime: string;
  limits: { min: string; max: string };
  round: TableRound | null;
  last: { id: number; seq: number; outcome: unknown } | null;
  road: unknown;
  myBets: MyBet[];
  balance: string;
};

export type PlaceBetsAnswer = { betId: number; roundId: number; balance?: string };

/** rank 1 is the ace, 11 jack, 12 queen, 13 king. */
export type Card = { rank: number; suit: 'S' | 'H' | 'D' | 'C' };

export type BaccaratOutcome = {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: 'PLAYER' | 'BANKER' | 'TIE';
  natural: boolean;
  playerPair: boolean;
  bankerPair: boolean;
};

export type DragonTigerOutcome = { dragon: Card; tiger: Card; winner: 'DRAGON' | 'TIGER' | 'TIE'; suitedTie: boolean };

export type Colour = 'RED' | 'BLACK' | 'GREEN';
export type RouletteOutcome = { number: number; colour: Colour };

export type SicBoSize = 'BIG' | 'SMALL' | 'TRIPLE';
export type SicBoOutcome = { dice: [number, number, number]; total: number; triple: boolean; size: SicBoSize };

/** The two-sided card games' scoreboards: bead plate and big road on a six-row grid. */
export type RoadWinner = { winner: string };
export type BeadCell<E> = { column: number; row: number; entry: E };
export type BigRoadCell<E> = { column: number; row: number; entry: E; ties: number };
export type CardRoad<E extends RoadWinner> = {
  beadPlate: BeadCell<E>[];
  bigRoad: { streaks: { winner: string; cells: BigRoadCell<E>[] }[]; leadingTies: number };
};

export type RouletteRoad = { recent: { number: number; colour: Colour }[]; counts: Record<Colour, number> };
export type SicBoRoad = {
  recent: { dice: [number, number, number]; total: number; size: SicBoSize }[];
  counts: Record<SicBoSize, number>;
};
