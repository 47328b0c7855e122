import { randomBytes } from 'node:crypto';
import type { DrawView } from '@mekong/contracts';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { advanceLottery } from '../../src/modules/lottery/draws/lifecycle.ts';
import { lotteryDraws } from '../../src/platform/db/schema.ts';

type Headers = Record<string, string>;

/** One turn of the lottery clock for this merchant only, at `now`. */
export const tick = (app: App, merchantId: number, now = new Date()) =>
  advanceLottery(app.lottery, now, { merchantId });

export async function nearOf(app: App, headers: Headers, gameCode: string) {
  const res = await app.inject({ url: `/lgw/numeros/near?gameCode=${gameCode}`, headers });
  return res.json().value as { current: DrawView | null; previous: DrawView | null; serverTime: string };
}

export async function detailOf(app: App, headers: Headers, gameCode: string, prizeMode?: string) {
  const q = prizeMode ? `&prizeMode=${prizeMode}` : '';
  return (await app.inject({ url: `/lgw/games/detail?gameCode=${gameCode}${q}`, headers })).json().value as {
    oddsVersion: number;
    playTypes: { code: string; pricePerPoint: string; payPerPoint: unknown }[];
  };
}

export type Line = { playType: string; numbers: string[]; points: number };

/** Places a slip on a draw through the API, as the betting page does. */
export async function placeSlip(
  app: App,
  auth: Headers,
  slip: { gameCode: string; prizeMode: string; issueNo: string; oddsVersion: number; lines: Line[] } & Partial<{
    multiplier: number;
    unit: 'YUAN' | 'JIAO';
    clientRef: string;
  }>,
) {
  return app.inject({
    method: 'POST',
    url: '/lgw/bets',
    headers: auth,
    payload: { clientRef: randomBytes(8).toString('hex'), ...slip },
  });
}

export const myBets = async (app: App, auth: Headers, gameCode: string) =>
  (await app.inject({ url: `/lgw/bets?gameCode=${gameCode}&pageSize=100`, headers: auth })).json().value as {
    list: {
      betId: number;
      playType: string;
      numbers: string[];
      stake: string;
      payout: string;
      status: string;
      result: string;
    }[];
    total: number;
  };

/**
 * Lets one draw's time come: its close moves just into the past and its draw time to now (other
 * draws keep theirs). Not a second back: the draw before it may have been drawn at its own time
 * within that second, and the latest results list by draw time. Now to the millisecond: the
 * clock's `new Date()` that follows has no microseconds, and within the same millisecond it would
 * be before a draw time that kept them, so the draw would not be due.
 */
export const elapse = (app: App, drawId: number) =>
  app.database.db
    .update(lotteryDraws)
    .set({ closesAt: sql`now() - interval '1 second'`, drawAt: sql`date_trunc('milliseconds', now())` })
    .where(eq(lotteryDraws.id, drawId));

/**
 * Keeps one draw open for the rest of a test, however slowly the machine runs it: its close and
 * draw times move ten minutes ahead (a slip placed after the draw's real close would be refused).
 */
export const holdOpen = (app: App, drawId: number) =>
  app.database.db
    .update(lotteryDraws)
    .set({ closesAt: sql`now() + interval '10 minutes'`, drawAt: sql`now() + interval '11 minutes'` })
    .where(eq(lotteryDraws.id, drawId));
