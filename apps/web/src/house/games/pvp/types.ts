/** What the bull-bull table API answers (apps/server/src/house/pvp/state.ts). Money in minor units. */
export type PvpAction = 'CALL' | 'DOUBLE' | 'TRIPLE' | 'FOLD';
export type HandKind = 'NO_BULL' | 'BULL' | 'BULL_BULL' | 'FIVE_FACE' | 'BOMB' | 'FIVE_SMALL';
export type PvpPhase = 'WAITING' | 'STARTING' | 'DECIDING' | 'RESULT';

export type PvpTableSummary = { id: string; ante: string; mode: 'REAL' | 'FREE'; seats: number; seated: number };

export type PvpSeat = {
  seat: number;
  nickname: string | null;
  me: boolean;
  ready: boolean;
  leaving: boolean;
  inHand: boolean;
  action: PvpAction | null;
  defaulted: boolean;
  cards: string[] | null;
  kind: HandKind | null;
  points: number | null;
  result: 'WIN' | 'LOSE' | 'FOLD' | 'REFUND' | null;
  stake: string | null;
  payout: string | null;
};

export type PvpView = {
  tableId: string;
  mode: 'REAL' | 'FREE';
  ante: string;
  reserve: string;
  serverTime: string;
  phase: PvpPhase;
  startsAt: string | null;
  seats: PvpSeat[];
  mySeat: number | null;
  hand: {
    id: number;
    seq: number;
    seedHash: string;
    closesAt: string | null;
    serverSeed: string | null;
    clientSeed: string;
    pot: string;
    rake: string | null;
    winnerSeat: number | null;
  } | null;
  me: {
    inHand: boolean;
    canAct: boolean;
    cards: string[] | null;
    kind: HandKind | null;
    points: number | null;
    /** The viewer's stake in the latest hand is paid: its credit landed. */
    paid: boolean;
  };
  /** Present on answers to the window's own requests, not on streamed events. */
  balance?: string;
};
