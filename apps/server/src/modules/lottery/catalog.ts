import type { LotteryFamily, LotteryMenuGame, PrizeMode } from '@mekong/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { lotteryGames, lotteryOdds } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';

export type LotteryGame = typeof lotteryGames.$inferSelect;
export type Pay = bigint | Record<string, bigint>;
export type PlayOdds = { pricePerPoint: bigint; pay: Pay };

/** The lottery's vendor code in `bets` (the betting record groups by it). */
export const LOTTERY_VENDOR = 'MKLOTT';

/** A game's name in the caller's language, English when it has none. */
export const gameName = (g: LotteryGame, language?: string) =>
  g.names[(language ?? 'EN').toUpperCase()] ?? g.names.EN ?? g.code;

export async function merchantGames(db: Db, merchantId: number): Promise<LotteryGame[]> {
  return db
    .select()
    .from(lotteryGames)
    .where(and(eq(lotteryGames.merchantId, merchantId), eq(lotteryGames.enabled, true)))
    .orderBy(asc(lotteryGames.sort), asc(lotteryGames.id));
}

export async function gameByCode(db: Db, merchantId: number, code: string): Promise<LotteryGame> {
  const [game] = await db
    .select()
    .from(lotteryGames)
    .where(and(eq(lotteryGames.merchantId, merchantId), eq(lotteryGames.code, code), eq(lotteryGames.enabled, true)));
  if (!game) throw new AppError('lottery.game.not.found', `No lottery game ${code}`);
  return game;
}

/** The prize mode a request means: the one asked for when the game has it, else the game's first. */
export function prizeModeOf(game: LotteryGame, asked?: PrizeMode): PrizeMode {
  if (!asked) return game.prizeModes[0] as PrizeMode;
  if (!game.prizeModes.includes(asked)) {
    throw new AppError('lottery.prize.mode.unavailable', `${game.code} has no prize mode ${asked}`);
  }
  return asked;
}

/** A flat pay may come back from jsonb as a number (drivers store a numeric string as one). */
export const toPay = (pay: string | number | Record<string, string>): Pay =>
  typeof pay === 'object' ? Object.fromEntries(Object.entries(pay).map(([k, v]) => [k, BigInt(v)])) : BigInt(pay);

/** The odds of every play type of a game in a prize mode, cached per odds version (a change bumps it). */
const oddsCache = new Map<string, Map<string, PlayOdds>>();
export async function oddsOf(db: Db, game: LotteryGame, mode: PrizeMode): Promise<Map<string, PlayOdds>> {
  const key = `${game.id}:${mode}:${game.oddsVersion}`;
  const hit = oddsCache.get(key);
  if (hit) return hit;
  const rows = await db
    .select()
    .from(lotteryOdds)
    .where(and(eq(lotteryOdds.gameId, game.id), eq(lotteryOdds.prizeMode, mode)));
  const odds = new Map(rows.map((r) => [r.playType, { pricePerPoint: r.pricePerPoint, pay: toPay(r.pay) }]));
  if (oddsCache.size > 2000) oddsCache.clear();
  oddsCache.set(key, odds);
  return odds;
}

/** Pay per point of one winning pick (a class table picks by the pick's value or shape). */
export function payFor(pay: Pay, code: string, pick: string): bigint {
  if (typeof pay === 'bigint') return pay;
  const shape = /^(SSC_BACK3_COMBO|LF_GROUP)$/.test(code)
    ? ({ 3: 'DISTINCT', 2: 'PAIR', 1: 'TRIPLE' } as Record<number, string>)[new Set(pick).size]
    : pick;
  return pay[shape ?? ''] ?? 0n;
}

/** The largest pay per point of a pick (what the risk limit prices). */
export const maxPayFor = (pay: Pay, code: string, pick: string) => payFor(pay, code, pick);

export const dayNumbers = (g: LotteryGame) => g.drawDayOfWeek.split(',').map(Number);

export function menuGame(g: LotteryGame, language?: string): LotteryMenuGame {
  return {
    code: g.code,
    remark: gameName(g, language),
    drawDayOfWeek: g.drawDayOfWeek,
    family: g.family as LotteryFamily,
    speedMinutes: g.speedMinutes,
    prizeModes: g.prizeModes as PrizeMode[],
    isHot: g.isHot,
    iconUrl: `/games/lottery/${g.family.toLowerCase()}.webp`,
  };
}

/** Where a game's betting page is. */
export const gamePath = (g: LotteryGame) =>
  g.family === 'VN'
    ? `/vnlottery?gameCode=${encodeURIComponent(g.code)}`
    : `/lottery?gameCode=${encodeURIComponent(g.code)}`;
