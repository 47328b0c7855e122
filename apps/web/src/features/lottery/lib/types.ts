import type { DrawView, LotteryBetView, LotteryFamily } from '@mekong/contracts';

// Answers of the lottery endpoints whose types the contracts do not export (only their schemas).

/** GET /lgw/games/popular, one entry. */
export type PopularGame = {
  gameCode: string;
  remark: string;
  webIconUrl: string | null;
  key: string;
  family: LotteryFamily;
  path: string;
};

/** GET /lgw/numeros/near, with our measured offset from the server's clock. */
export type NearDraws = { serverTime: string; current: DrawView | null; previous: DrawView | null };
export type NearDrawsTimed = NearDraws & { offsetMs: number };

/** GET /lotto/lgw/games/opened/numero. */
export type DrawPage = { list: DrawView[]; total: number };

/** GET /lgw/vn/numeros/popular. */
export type HotNumbers = {
  draws: number;
  list: { number: string; hits: number; lastSeenDrawsAgo: number | null }[];
};

/** POST /lgw/bets. */
export type PlacedSlip = {
  issueNo: string;
  totalStake: string;
  balance: string;
  bets: LotteryBetView[];
  replayed: boolean;
};

/** GET /lgw/bets. */
export type BetPage = { list: LotteryBetView[]; total: number };
