import { z } from 'zod';

/**
 * The in-house lottery's API: menus, draws ("numeros"), results, trends, bets and
 * the operator's calls. Amounts are strings of minor units; times are ISO strings.
 */

/** Prize modes: Lott and ZY are the Vietnamese odds tables, Elott the e-lottery, SEA a provider's slot. */
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];
export const prizeMode = z.enum(PRIZE_MODES);

/** E-lottery families (their icons: SSC, 11X5, PK10, K3, LHC, LF) and the Vietnamese one. */
export const LOTTERY_FAMILIES = ['SSC', '11X5', 'PK10', 'K3', 'LHC', 'LF', 'VN'] as const;
export type LotteryFamily = (typeof LOTTERY_FAMILIES)[number];

/** Menu tags; the two VN regions with several provinces a day get the weekday filter. */
export const WEEKDAY_FILTER_TAGS = ['vietnam_central', 'vietnam_southern'] as const;

const amount = z.string();
const gameCode = z.string().trim().min(1).max(32);

/** One game in a menu: `drawDayOfWeek` lists the spec's day numbers (Monday 2 ... Saturday 7, Sunday 1). */
export const lotteryMenuGame = z.object({
  code: z.string(),
  remark: z.string(),
  drawDayOfWeek: z.string(),
  family: z.enum(LOTTERY_FAMILIES),
  /** Minutes between draws for the e-lottery; null for a daily draw. */
  speedMinutes: z.number().nullable(),
  prizeModes: z.array(prizeMode),
  isHot: z.boolean(),
  iconUrl: z.string().nullable(),
});
export type LotteryMenuGame = z.infer<typeof lotteryMenuGame>;

export const lotteryMenuGroup = z.object({
  tag: z.string(),
  labelName: z.string(),
  gameGroupCode: z.string(),
  gameMenus: z.array(lotteryMenuGame),
});
export type LotteryMenuGroup = z.infer<typeof lotteryMenuGroup>;

/** GET /lgw/games/game_menus (every lottery game), /lgw/vn/games/game_menu (VN only): by prize mode. */
export const lotteryMenuQuery = z.object({ prizeMode: prizeMode.optional(), language: z.string().max(8).optional() });
export const lotteryMenuValue = z.array(lotteryMenuGroup);

/** GET /lgw/vn/games/game_menu/recent: the member's recently played lottery games, newest first. */
export const lotteryRecentValue = z.array(lotteryMenuGame);

/** GET /lgw/games/popular: the HOT games (menu and the lottery swiper's slides). */
export const popularGame = z.object({
  gameCode: z.string(),
  remark: z.string(),
  webIconUrl: z.string().nullable(),
  key: z.string(),
  family: z.enum(LOTTERY_FAMILIES),
  path: z.string(),
});
export const popularGamesValue = z.array(popularGame);
export type PopularGame = z.infer<typeof popularGame>;

/** A draw (an issue) as lists show it. `result` is null until drawn; the seed is revealed after the draw. */
export const drawView = z.object({
  drawId: z.number(),
  gameCode: z.string(),
  issueNo: z.string(),
  status: z.enum(['OPEN', 'CLOSED', 'DRAWN', 'SETTLED', 'CANCELLED']),
  opensAt: z.string(),
  closesAt: z.string(),
  drawAt: z.string(),
  /** E-lottery: the drawn numbers in order. VN: every number, special first (see `prizes`). */
  result: z.array(z.string()).nullable(),
  /** VN only: the numbers by prize (special, first, ... eighth). */
  prizes: z.record(z.string(), z.array(z.string())).nullable(),
  /** Provably fair (e-lottery): sha256 of the server seed, published before the draw. */
  seedHash: z.string().nullable(),
  serverSeed: z.string().nullable(),
  station: z.string().nullable(),
});
export type DrawView = z.infer<typeof drawView>;

/** GET /lgw/numeros/near?gameCode: the draw taking bets and the last one drawn. */
export const nearDrawsQuery = z.object({ gameCode });
export const nearDrawsValue = z.object({
  serverTime: z.string(),
  current: drawView.nullable(),
  previous: drawView.nullable(),
});
export type NearDraws = z.infer<typeof nearDrawsValue>;

/** GET /lotto/lgw/games/opened/numero and /lgw/vn/numeros/opened/game: results, newest first. */
export const openedNumeroQuery = z.object({
  gameCode,
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const openedNumeroValue = z.object({ list: z.array(drawView), total: z.number() });
export type DrawPage = z.infer<typeof openedNumeroValue>;

/** GET /lgw/vn/numeros/popular: the most drawn two-digit endings (hot numbers), 20 shown, 100 in the full list. */
export const popularNumbersQuery = z.object({
  gameCode: gameCode.optional(),
  prizeMode: prizeMode.default('Lott'),
  count: z.coerce.number().int().min(1).max(100).default(20),
  /** How many of the latest draws to count over. */
  draws: z.coerce.number().int().min(1).max(365).default(30),
  device: z.string().max(16).optional(),
  language: z.string().max(8).optional(),
});
export const popularNumbersValue = z.object({
  draws: z.number(),
  list: z.array(z.object({ number: z.string(), hits: z.number(), lastSeenDrawsAgo: z.number().nullable() })),
});
export type HotNumbers = z.infer<typeof popularNumbersValue>;

/** One play type of a game with the merchant's odds for the prize mode. */
export const playTypeView = z.object({
  code: z.string(),
  /** Digits of each pick, or 0 when picks are named choices (`choices`). */
  digits: z.number(),
  /** Picks that make one bet (1: every pick is a bet; k: xien k, da, 11X5 any-k). */
  group: z.number(),
  choices: z.array(z.string()).nullable(),
  pricePerPoint: amount,
  /** One figure, or one per pick class (a sum's value, a combination's shape). */
  payPerPoint: z.union([amount, z.record(z.string(), amount)]),
});
export type PlayTypeView = z.infer<typeof playTypeView>;

/** GET /lgw/games/detail?gameCode&prizeMode: what the betting page needs to build a slip. */
export const gameDetailQuery = z.object({ gameCode, prizeMode: prizeMode.optional() });
export const gameDetailValue = z.object({
  game: lotteryMenuGame.extend({ region: z.string().nullable(), station: z.string().nullable() }),
  prizeMode,
  /** Changes whenever an operator changes the odds: a slip built on another version is refused. */
  oddsVersion: z.number(),
  playTypes: z.array(playTypeView),
  limits: z.object({ maxStakePerBet: amount, maxStakePerPlayerDraw: amount, maxPayoutPerNumber: amount }),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type GameDetail = z.infer<typeof gameDetailValue>;

/** Stake units: YUAN bets whole points, JIAO a tenth of each (the usual e-lottery modes). */
export const STAKE_UNITS = { YUAN: 1n, JIAO: 10n } as const;

/** POST /lgw/bets: a slip of lines on one draw, debited in one money command. */
export const placeLotteryBetRequest = z.object({
  gameCode,
  prizeMode,
  issueNo: z.string().regex(/^[0-9]{8,14}$/),
  oddsVersion: z.number().int().min(0),
  multiplier: z.number().int().min(1).max(1000).default(1),
  unit: z.enum(['YUAN', 'JIAO']).default('YUAN'),
  /** The client's idempotency key: a retried slip is placed once. */
  clientRef: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  lines: z
    .array(
      z.object({
        playType: z.string().min(1).max(32),
        numbers: z.array(z.string().min(1).max(8)).min(1).max(100),
        points: z.number().int().min(1).max(100_000),
      }),
    )
    .min(1)
    .max(50),
});
export type PlaceLotteryBetRequest = z.input<typeof placeLotteryBetRequest>;

export const lotteryBetView = z.object({
  betId: z.number(),
  gameCode: z.string(),
  issueNo: z.string(),
  playType: z.string(),
  numbers: z.array(z.string()),
  units: z.number(),
  points: z.number(),
  stake: amount,
  payout: amount,
  status: z.enum(['OPEN', 'SETTLED', 'CANCELLED']),
  result: z.enum(['PENDING', 'WON', 'LOST', 'REFUND']),
  placedAt: z.string(),
});
export type LotteryBetView = z.infer<typeof lotteryBetView>;

export const placeLotteryBetValue = z.object({
  issueNo: z.string(),
  totalStake: amount,
  balance: amount,
  bets: z.array(lotteryBetView),
  replayed: z.boolean(),
});
export type PlacedSlip = z.infer<typeof placeLotteryBetValue>;

/** GET /lgw/bets: the member's lottery bets, newest first. */
export const lotteryBetsQuery = z.object({
  gameCode: gameCode.optional(),
  issueNo: z.string().max(14).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const lotteryBetsValue = z.object({ list: z.array(lotteryBetView), total: z.number() });
export type BetPage = z.infer<typeof lotteryBetsValue>;

/** GET /lgw/games/trend?gameCode&count: the last draws and, per position, how often each value came out. */
export const trendQuery = z.object({ gameCode, count: z.coerce.number().int().min(5).max(100).default(30) });
export const trendValue = z.object({
  draws: z.array(z.object({ issueNo: z.string(), numbers: z.array(z.string()) })),
  /** Per position: the values it can take, how often each came out, and draws since each last came out. */
  positions: z.array(
    z.object({
      label: z.string(),
      values: z.array(z.object({ value: z.string(), hits: z.number(), missing: z.number() })),
    }),
  ),
});
export type TrendValue = z.infer<typeof trendValue>;

/**
 * Server-sent events at GET /lgw/events?gameCode: `draw` (a draw opened, closed, was drawn,
 * settled or cancelled; data is its drawView). Carried across server processes.
 */
export const LOTTERY_EVENT = 'draw';

// Operator calls (/wps/operator/lottery/...).

/** POST .../draws/:drawId/result: a VN result as prizes; two different operators must enter the same one. */
export const vnResultEntry = z.object({
  prizes: z.record(
    z.string(),
    z
      .array(z.string().regex(/^[0-9]{2,6}$/))
      .min(1)
      .max(7),
  ),
});
export const resultEntryValue = z.object({
  drawId: z.number(),
  status: z.enum(['WAITING_SECOND', 'APPROVED']),
  draw: drawView,
});
export const operatorDrawsQuery = z.object({
  gameCode: gameCode.optional(),
  status: z.enum(['OPEN', 'CLOSED', 'DRAWN', 'SETTLED', 'CANCELLED']).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const oddsUpdateRequest = z.object({
  gameCode,
  prizeMode,
  playType: z.string().min(1).max(32),
  pricePerPoint: z.string().regex(/^[1-9][0-9]{0,12}$/),
  payPerPoint: z.union([
    z.string().regex(/^[1-9][0-9]{0,14}$/),
    z.record(z.string(), z.string().regex(/^[1-9][0-9]{0,14}$/)),
  ]),
});
export const limitsUpdateRequest = z.object({
  gameCode,
  maxStakePerBet: z.string().regex(/^[1-9][0-9]{0,14}$/),
  maxStakePerPlayerDraw: z.string().regex(/^[1-9][0-9]{0,14}$/),
  maxPayoutPerNumber: z.string().regex(/^[1-9][0-9]{0,14}$/),
});
