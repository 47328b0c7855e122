import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { favouriteGames, recentGames } from '../../platform/db/schema.ts';
import { gamesInOrder, toEntry } from './games.ts';
import { RECENT_KEPT } from './launch.ts';
import { playableGame } from './lookup.ts';

type Who = { merchantId: number; memberId: number };

/**
 * The member's favourites that are still playable here, newest first. A favourite whose vendor
 * was switched off stays stored and shows again when the vendor comes back.
 */
export async function favouriteRows(db: Db, who: Who) {
  const ids = await db
    .select({ id: favouriteGames.gameId })
    .from(favouriteGames)
    .where(eq(favouriteGames.memberId, who.memberId))
    .orderBy(desc(favouriteGames.createdAt), desc(favouriteGames.gameId));
  return gamesInOrder(
    db,
    who.merchantId,
    ids.map((r) => r.id),
  );
}

export const favouriteIds = async (db: Db, who: Who) => (await favouriteRows(db, who)).map((r) => r.game.id);

export async function addFavourite(db: Db, who: Who, gameId: number) {
  await playableGame(db, who.merchantId, { id: gameId });
  await db.insert(favouriteGames).values({ memberId: who.memberId, gameId }).onConflictDoNothing();
  return favouriteIds(db, who);
}

/** Removing a game that is not a favourite is not an error: the outcome is the same. */
export async function removeFavourite(db: Db, who: Who, gameId: number) {
  await db
    .delete(favouriteGames)
    .where(and(eq(favouriteGames.memberId, who.memberId), eq(favouriteGames.gameId, gameId)));
  return favouriteIds(db, who);
}

/** The member's last launched games, newest first, with when each was last launched. */
export async function recentList(db: Db, who: Who, language: string) {
  const played = await db
    .select({ id: recentGames.gameId, at: recentGames.playedAt })
    .from(recentGames)
    .where(eq(recentGames.memberId, who.memberId))
    .orderBy(desc(recentGames.playedAt))
    .limit(RECENT_KEPT);
  const at = new Map(played.map((p) => [p.id, p.at]));
  const rows = await gamesInOrder(
    db,
    who.merchantId,
    played.map((p) => p.id),
  );
  return rows.map((r) => ({ ...toEntry(r, language), playedAt: (at.get(r.game.id) as Date).toISOString() }));
}
