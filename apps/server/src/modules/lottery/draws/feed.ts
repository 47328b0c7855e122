import { and, eq, lte } from 'drizzle-orm';
import { lotteryDraws } from '../../../platform/db/schema.ts';
import type { LotteryGame } from '../catalog.ts';
import type { LotteryDeps } from '../events.ts';
import { type VnRegion, vnNumbers, vnResultProblem } from '../rules/vn-result.ts';
import type { DrawRow } from '../views.ts';

/**
 * Where Vietnamese results come from. A real feed (a results provider's API) implements `fetch`;
 * the built-in one is the operators' two-person entry (draws/operate.ts), so it has no feed and
 * draws wait for them. A feed's result is checked against the region's prize shape like theirs.
 */
export type VnResultsFeed = {
  name: string;
  fetch: (game: LotteryGame, draw: DrawRow) => Promise<Record<string, string[]> | null>;
};

/** Asks the feed for every closed VN draw past its draw time; answers the draws it drew. */
export async function pullVnResults(
  deps: LotteryDeps & { feed?: VnResultsFeed | undefined },
  games: Map<number, { game: LotteryGame }>,
  now: Date,
  merchantId?: number,
): Promise<DrawRow[]> {
  const { feed, db } = deps;
  if (!feed) return [];
  const waiting = await db
    .select()
    .from(lotteryDraws)
    .where(
      and(
        eq(lotteryDraws.status, 'CLOSED'),
        lte(lotteryDraws.drawAt, now),
        merchantId === undefined ? undefined : eq(lotteryDraws.merchantId, merchantId),
      ),
    );
  const drawn: DrawRow[] = [];
  for (const d of waiting) {
    const game = games.get(d.gameId)?.game;
    if (game?.family !== 'VN') continue;
    const prizes = await feed.fetch(game, d).catch(() => null);
    if (!prizes) continue;
    const result = { region: (game.region ?? 'NORTH') as VnRegion, ...prizes };
    if (vnResultProblem(result)) continue;
    const [row] = await db
      .update(lotteryDraws)
      .set({
        status: 'DRAWN',
        prizes,
        result: vnNumbers(result),
        resultSource: `FEED:${feed.name}`,
        drawnAt: new Date(),
      })
      .where(and(eq(lotteryDraws.id, d.id), eq(lotteryDraws.status, 'CLOSED')))
      .returning();
    if (row) drawn.push(row);
  }
  return drawn;
}
