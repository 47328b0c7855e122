/** What the sportsbook API answers (apps/server/src/house/sports/views.ts). */
export type SelectionCode = 'HOME' | 'DRAW' | 'AWAY' | 'OVER' | 'UNDER';
export type MarketType = '1X2' | 'HANDICAP' | 'OVER_UNDER';

export type Selection = {
  id: number;
  code: SelectionCode;
  /** Thousandths: 1850 = 1.850. */
  odds: number;
  oddsText: string;
  version: number;
  result: string | null;
};

export type Market = {
  id: number;
  type: MarketType;
  line: string | null;
  status: string;
  open: boolean;
  minStake: string;
  maxStake: string;
  selections: Selection[];
};

export type SportsEvent = {
  id: number;
  category: 'SPORTS' | 'ESPORTS';
  sport: string;
  league: string;
  home: string;
  away: string;
  startsAt: string;
  status: string;
  open: boolean;
  score: { home: number; away: number } | null;
  markets: Market[];
};

export type Board = { serverTime: string; events: SportsEvent[] };

export type BetStatus = 'PENDING' | 'OPEN' | 'WON' | 'LOST' | 'PUSH' | 'VOID';

export type SportsBet = {
  id: number;
  roundId: number;
  status: BetStatus;
  stake: string;
  odds: number;
  oddsText: string;
  potentialReturn: string;
  paid: string | null;
  placedAt: string;
  settledAt: string | null;
  event: {
    id: number;
    sport: string;
    league: string;
    home: string;
    away: string;
    startsAt: string;
    status: string;
    score: { home: number; away: number | null } | null;
  };
  market: { id: number; type: MarketType; line: string | null; twoWay: boolean };
  selection: { id: number; code: SelectionCode };
};

export type AcceptOddsChange = 'NONE' | 'HIGHER' | 'ANY';

/** A selection in the slip: the odds the player saw and the stake typed for it. */
export type SlipItem = {
  selectionId: number;
  event: Pick<SportsEvent, 'id' | 'home' | 'away' | 'league'>;
  market: Pick<Market, 'type' | 'line' | 'minStake' | 'maxStake'> & { twoWay: boolean };
  code: SelectionCode;
  odds: number;
  stake: string;
  /** The server's new price when it refused the seen one. */
  changedTo: number | null;
  error: string | null;
};
