import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  type DrawSlot,
  dayNumbers,
  elottResult,
  elottSlot,
  VN_PRIZE_SHAPE,
  type VnRegion,
  vnNumbers,
  vnStationDraw,
} from '../modules/lottery/index.ts';
import type { Db } from '../platform/db/index.ts';
import { lotteryDraws, lotteryGames, merchants } from '../platform/db/schema.ts';
import { newServerSeed } from '../platform/fair.ts';

const VN_DAYS = 21;
const ELOTT_DRAWS = 40;

/** A result of the region's shape: every prize's numbers drawn digit by digit. */
export function randomVnPrizes(region: VnRegion): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(VN_PRIZE_SHAPE[region]).map(([prize, shape]) => [
      prize,
      Array.from({ length: shape?.count ?? 0 }, () =>
        Array.from({ length: shape?.digits ?? 0 }, () => String(randomInt(10))).join(''),
      ),
    ]),
  );
}

/**
 * The demo's past, put in at the first start: three weeks of Vietnamese results for every station on its own weekdays, and
 * the last draws of every e-lottery game (drawn from their own committed seeds), so the results,
 * trends and hot numbers have something to show on a fresh start. Draws that exist are kept.
 */
export async function seedLotteryHistory(db: Db, merchantId: number, now = new Date()) {
  // Only on the first start: later gaps are real (draws the servers were down for), not demo data.
  const [any] = await db
    .select({ id: lotteryDraws.id })
    .from(lotteryDraws)
    .where(eq(lotteryDraws.merchantId, merchantId))
    .limit(1);
  if (any) return 0;
  const [merchant] = await db.select({ tz: merchants.timezone }).from(merchants).where(eq(merchants.id, merchantId));
  const games = await db.select().from(lotteryGames).where(eq(lotteryGames.merchantId, merchantId));
  const rows: (typeof lotteryDraws.$inferInsert)[] = [];
  /** A draw that happened at its time and was settled then. */
  const past = (gameId: number, slot: DrawSlot) => ({
    merchantId,
    gameId,
    issueNo: slot.issueNo,
    status: 'SETTLED' as const,
    opensAt: slot.opensAt,
    closesAt: slot.closesAt,
    drawAt: slot.drawAt,
    drawnAt: slot.drawAt,
    settledAt: slot.drawAt,
  });
  for (const g of games) {
    if (g.family === 'VN') {
      const region = (g.region ?? 'NORTH') as VnRegion;
      let slot = vnStationDraw(new Date(now.getTime() - VN_DAYS * 86_400_000), region, dayNumbers(g), g.closeSeconds);
      while (slot.drawAt < now) {
        const prizes = randomVnPrizes(region);
        rows.push({
          ...past(g.id, slot),
          prizes,
          result: vnNumbers({ region, ...prizes }),
          resultSource: 'DEMO',
        });
        slot = vnStationDraw(slot.closesAt, region, dayNumbers(g), g.closeSeconds);
      }
      continue;
    }
    const minutes = g.speedMinutes ?? 1;
    let slot = elottSlot(
      new Date(now.getTime() - ELOTT_DRAWS * minutes * 60_000),
      merchant?.tz ?? 'UTC',
      minutes,
      g.closeSeconds,
    );
    while (slot.drawAt < now) {
      const seed = newServerSeed();
      rows.push({
        ...past(g.id, slot),
        seedHash: seed.seedHash,
        serverSeed: seed.serverSeed,
        result: elottResult(g.family, seed.serverSeed, g.code, slot.issueNo),
        resultSource: 'RNG',
      });
      slot = elottSlot(slot.closesAt, merchant?.tz ?? 'UTC', minutes, g.closeSeconds);
    }
  }
  for (let i = 0; i < rows.length; i += 300) {
    await db
      .insert(lotteryDraws)
      .values(rows.slice(i, i + 300))
      .onConflictDoNothing();
  }
  return rows.length;
}
