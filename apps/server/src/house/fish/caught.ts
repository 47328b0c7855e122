import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { FISH_GAME_CODE, LATE_GRACE_MS, LONGEST_SWIM_MS } from '../games/fish/index.ts';
import { houseRounds } from '../store/tables.ts';

/**
 * The fish this session has caught lately. Every shot is already a round with its outcome, so the
 * rounds are the record: no table of its own, and every server process sees the same pond. Only
 * rounds young enough for their fish to still be swimming matter; a void round (the stake never
 * left the wallet) caught nothing.
 */
export async function caughtFish(db: Db, sessionId: number, now: number): Promise<Set<number>> {
  const since = new Date(now - LONGEST_SWIM_MS - LATE_GRACE_MS - 5_000);
  const rows = await db
    .select({ fishId: sql<string>`${houseRounds.outcome}->>'fishId'` })
    .from(houseRounds)
    .where(
      and(
        eq(houseRounds.sessionId, sessionId),
        eq(houseRounds.gameCode, FISH_GAME_CODE),
        ne(houseRounds.status, 'VOID'),
        gte(houseRounds.opensAt, since),
        sql`${houseRounds.outcome}->>'caught' = 'true'`,
      ),
    );
  return new Set(rows.map((r) => Number(r.fishId)));
}

/**
 * Shots of one session one after another within this process, so a double click cannot catch a
 * fish twice (the second shot sees the first one's catch). Across processes two shots could still
 * race; each is then an honest round at the same odds, so nobody gains from it.
 */
const queues = new Map<number, Promise<unknown>>();

export function oneShotAtATime<T>(sessionId: number, shot: () => Promise<T>): Promise<T> {
  const before = queues.get(sessionId) ?? Promise.resolve();
  const mine = before.then(shot, shot);
  const tail = mine.catch(() => {});
  queues.set(sessionId, tail);
  tail.then(() => {
    if (queues.get(sessionId) === tail) queues.delete(sessionId);
  });
  return mine;
}
