import { and, eq, notInArray, sql } from 'drizzle-orm';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/index.ts';
import { launchTickets, recentGames } from '../../platform/db/schema.ts';

/** Long enough for a slow game page to load and authenticate, short enough to be worthless later. */
export const TICKET_TTL_MS = 5 * 60_000;
/** The recent-games list shows this many; older rows are dropped as new launches come in. */
export const RECENT_KEPT = 20;

export type TicketRequest = {
  merchantId: number;
  memberId: number;
  gameId: number;
  vendorCode: string;
  gameCode: string;
  mode: 'REAL' | 'FREE';
  language: string;
  /** The portal session launching it: the game's window ends when it does (end_game_windows.sql). */
  sessionHash: string;
};

/**
 * Issues the one-time ticket a game URL carries instead of the session token (the URL lands in
 * vendor logs and browser history). Only its hash is stored; the provider API's authenticate
 * trades it once for a vendor session. The launch also counts as the game being played.
 */
export async function issueLaunchTicket(db: Db, r: TicketRequest): Promise<{ ticket: string; expiresAt: Date }> {
  const ticket = newToken();
  const expiresAt = new Date(Date.now() + TICKET_TTL_MS);
  await db.transaction(async (tx) => {
    await tx.insert(launchTickets).values({
      ticketHash: hashToken(ticket),
      merchantId: r.merchantId,
      memberId: r.memberId,
      vendorCode: r.vendorCode,
      gameCode: r.gameCode,
      mode: r.mode,
      language: r.language,
      sessionHash: r.sessionHash,
      expiresAt,
    });
    await tx
      .insert(recentGames)
      .values({ memberId: r.memberId, gameId: r.gameId })
      .onConflictDoUpdate({ target: [recentGames.memberId, recentGames.gameId], set: { playedAt: sql`now()` } });
    const keep = tx
      .select({ id: recentGames.gameId })
      .from(recentGames)
      .where(eq(recentGames.memberId, r.memberId))
      .orderBy(sql`${recentGames.playedAt} desc`)
      .limit(RECENT_KEPT);
    await tx.delete(recentGames).where(and(eq(recentGames.memberId, r.memberId), notInArray(recentGames.gameId, keep)));
  });
  return { ticket, expiresAt };
}
