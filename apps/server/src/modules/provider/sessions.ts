import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { createSessionCache, type SessionCache } from '../../platform/auth/session-cache.ts';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import { type Db, perDatabase } from '../../platform/db/index.ts';
import { launchTickets, members, merchants, vendorSessions } from '../../platform/db/schema.ts';
import { rowsOf } from '../../platform/money/ledger.ts';
import { sessionLimitEnd } from '../protection/index.ts';

/** A vendor session lasts a long playing evening; wins and rollbacks do not need it at all. */
const SESSION_HOURS = 12;

export type VendorPlayer = {
  /** maintenance as read when the session was last checked (FRESH_MS at most before, or now). */
  merchant: { id: number; currency: string; walletMode: 'single' | 'transfer'; maintenance: boolean };
  member: { id: number; account: string; nickname: string; status: string };
  gameCode: string;
  mode: 'REAL' | 'FREE';
};

async function playerOf(db: Db, merchantId: number, memberId: number) {
  const [row] = await db
    .select({
      merchant: {
        id: merchants.id,
        currency: merchants.currency,
        walletMode: merchants.walletMode,
        maintenance: merchants.maintenance,
      },
      member: { id: members.id, account: members.account, nickname: members.nickname, status: members.status },
    })
    .from(members)
    .innerJoin(merchants, eq(merchants.id, members.merchantId))
    .where(and(eq(members.id, memberId), eq(members.merchantId, merchantId)));
  return row;
}

/**
 * Trades a launch ticket (once, before it expires, while the portal session that was given it
 * lasts) for a vendor session token. The ticket is marked used in the same statement that checks
 * it, so two vendors racing with one ticket cannot both win.
 */
export async function openVendorSession(db: Db, vendorCode: string, ticket: string) {
  const [used] = await db
    .update(launchTickets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(launchTickets.ticketHash, hashToken(ticket)),
        eq(launchTickets.vendorCode, vendorCode),
        isNull(launchTickets.usedAt),
        gt(launchTickets.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!used) return null;
  const player = await playerOf(db, used.merchantId, used.memberId);
  if (!player) return null;
  const token = newToken();
  // No longer than the player's session time left today, if they set a limit on it.
  const limitEnd = await sessionLimitEnd(db, used.merchantId, used.memberId);
  const end = Date.now() + SESSION_HOURS * 3_600_000;
  const opened = await db.transaction(async (tx) => {
    // Ended with the portal session that launched it (end_game_windows.sql): that session must be
    // live, and stays so until this commits (its row shared-locked), so a sign-out at this very
    // moment either comes first and refuses the window, or waits and then ends it.
    if (used.sessionHash) {
      const live = await tx.execute(
        sql`select 1 from sessions where token_hash = ${used.sessionHash} and revoked_at is null for share`,
      );
      if (rowsOf(live).length === 0) return false;
    }
    await tx.insert(vendorSessions).values({
      tokenHash: hashToken(token),
      merchantId: used.merchantId,
      memberId: used.memberId,
      vendorCode,
      gameCode: used.gameCode,
      mode: used.mode,
      sessionHash: used.sessionHash,
      expiresAt: new Date(limitEnd ? Math.min(end, limitEnd.getTime()) : end),
    });
    return true;
  });
  if (!opened) return null;
  return { token, ...player, gameCode: used.gameCode, mode: used.mode } as VendorPlayer & { token: string };
}

/**
 * How long a checked vendor session answers from memory, at most. A change to the member (locked,
 * say) is heard at once through the database's notices (platform/auth/session-cache.ts); this
 * bounds how long a brand's own settings read with it (currency, wallet mode) may be old.
 */
export const FRESH_MS = 30_000;

/**
 * Each check stays fresh for a time drawn between half FRESH_MS and FRESH_MS. Sessions checked
 * together (every player's first call after a restart, or a vendor's players launched at once)
 * would otherwise go stale together, and every one of their next calls would wait on its own
 * re-check in the same second: at 1,000 vendor calls a second that wave held vendor calls up
 * to 250 ms (`npm run bench`). Drawn anew at each check, the re-checks spread out.
 */
export const freshFor = (random = Math.random) => FRESH_MS / 2 + random() * (FRESH_MS / 2);

/**
 * A session's player, brand and game, while it lasts: prepared once per database (each session is
 * re-checked every FRESH_MS at most, and after a restart every playing session at once).
 */
const liveVendorSession = perDatabase((db) =>
  db
    .select({
      merchant: {
        id: merchants.id,
        currency: merchants.currency,
        walletMode: merchants.walletMode,
        maintenance: merchants.maintenance,
      },
      member: { id: members.id, account: members.account, nickname: members.nickname, status: members.status },
      gameCode: vendorSessions.gameCode,
      mode: vendorSessions.mode,
      expiresAt: vendorSessions.expiresAt,
    })
    .from(vendorSessions)
    .innerJoin(members, and(eq(members.id, vendorSessions.memberId), eq(members.merchantId, vendorSessions.merchantId)))
    .innerJoin(merchants, eq(merchants.id, vendorSessions.merchantId))
    .where(
      and(
        eq(vendorSessions.tokenHash, sql.placeholder('tokenHash')),
        eq(vendorSessions.vendorCode, sql.placeholder('vendorCode')),
        gt(vendorSessions.expiresAt, sql`now()`),
      ),
    )
    .prepare('vendor_session_find'),
);

type CheckedVendorSession = { member: { id: number }; player: VendorPlayer; freshUntil: number };
export type VendorSessionCache = SessionCache<CheckedVendorSession>;
export const createVendorSessionCache = (feed: Parameters<typeof createSessionCache>[0]): VendorSessionCache =>
  createSessionCache<CheckedVendorSession>(feed);

/**
 * The player behind a live vendor session of this vendor. Every debit and balance call asks, so a
 * session checked lately answers from memory (`cache`); otherwise one query.
 */
export async function vendorSession(
  db: Db,
  vendorCode: string,
  token: string,
  cache?: VendorSessionCache,
): Promise<VendorPlayer | null> {
  const tokenHash = hashToken(token);
  const key = `${vendorCode}:${tokenHash}`;
  const hit = cache?.get(key);
  if (hit && hit.freshUntil > Date.now()) return hit.player;
  const generation = cache?.generation() ?? 0;
  const [row] = await liveVendorSession(db).execute({ tokenHash, vendorCode });
  if (!row) return null;
  const { expiresAt, ...player } = row;
  const freshUntil = Math.min(expiresAt.getTime(), Date.now() + freshFor());
  cache?.keep(key, { member: player.member, player: player as VendorPlayer, freshUntil }, generation);
  return player as VendorPlayer;
}
