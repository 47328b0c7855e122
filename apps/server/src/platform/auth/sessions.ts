import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { members, sessions } from '../db/schema.ts';
import type { SessionCache } from './session-cache.ts';
import { hashToken, newToken } from './tokens.ts';

export type Member = typeof members.$inferSelect;
/**
 * `signedInByCode`: the session began with a one-time code sent to the member's phone, not a
 * password, so a default or expired password does not hold it at the change screen (the spec's
 * SMS sign-in skips the forced change: there was no password typed to change from).
 * `withdrawOnly`: opened during a break (modules/protection/sign-in-rules.ts); read from the
 * session's own row, never from the request, and never changed once the session is open.
 */
export type SessionMember = Member & { tokenHash: string; signedInByCode: boolean; withdrawOnly: boolean };

const REMEMBER_HOURS = 24;
/** A withdraw-only session lasts this long from its sign-in, however it is used. */
export const WITHDRAW_ONLY_MINUTES = 15;
/** lastSeenAt is written at most this often, so reads do not each cost a write. */
const TOUCH_MS = 60_000;

/** `cache`: the sessions this process has checked (session-cache.ts); without it, each is read. */
export function createSessionStore(db: Db, config: Config['session'], cache?: SessionCache) {
  const idleMs = config.idleMinutes * 60_000;
  /** How long a checked session answers from memory: never past a touch or the idle limit. */
  const freshMs = Math.min(TOUCH_MS, idleMs);

  async function open(
    member: Member,
    ctx: { ip: string; deviceId?: string | undefined; via?: string; withdrawOnly?: boolean },
  ) {
    const token = newToken();
    const maxEnd = ctx.withdrawOnly
      ? Date.now() + WITHDRAW_ONLY_MINUTES * 60_000
      : Date.now() + config.maxHours * 3_600_000;
    const end = member.trialExpiresAt ? Math.min(maxEnd, member.trialExpiresAt.getTime()) : maxEnd;
    await db.insert(sessions).values({
      tokenHash: hashToken(token),
      kind: 'session',
      memberId: member.id,
      merchantId: member.merchantId,
      ip: ctx.ip,
      deviceId: ctx.deviceId ?? null,
      expiresAt: new Date(end),
      signedInByCode: ctx.via === 'sms',
      withdrawOnly: ctx.withdrawOnly === true,
    });
    return token;
  }

  /** A remember-me token: lets this browser sign in again for 24 h without the password. */
  async function remember(member: Member, ctx: { ip: string; deviceId?: string | undefined }) {
    const token = newToken();
    await db.insert(sessions).values({
      tokenHash: hashToken(token),
      kind: 'remember',
      memberId: member.id,
      merchantId: member.merchantId,
      ip: ctx.ip,
      deviceId: ctx.deviceId ?? null,
      expiresAt: new Date(Date.now() + REMEMBER_HOURS * 3_600_000),
    });
    return token;
  }

  // Every signed-in request runs this lookup: a named prepared statement is parsed and planned
  // once per database connection instead of once per request.
  const live = db
    .select({
      member: members,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      signedInByCode: sessions.signedInByCode,
      withdrawOnly: sessions.withdrawOnly,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        eq(sessions.kind, sql.placeholder('kind')),
        eq(sessions.merchantId, sql.placeholder('merchantId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('session_find');

  /**
   * A session checked lately answers from memory while it is unexpired and its last-seen time
   * needs no writing; the database is read otherwise.
   */
  function remembered(tokenHash: string, merchantId: number) {
    const hit = cache?.get(tokenHash);
    if (!hit || hit.merchantId !== merchantId) return null;
    const now = Date.now();
    if (hit.expiresAt.getTime() <= now || now - hit.lastSeenAt.getTime() > freshMs) return null;
    return hit;
  }

  /** The live session or remember token behind a token, with its member. */
  async function find(token: string, merchantId: number, kind: 'session' | 'remember' = 'session') {
    const tokenHash = hashToken(token);
    const known = kind === 'session' ? remembered(tokenHash, merchantId) : null;
    if (known)
      return {
        ...known.member,
        tokenHash,
        signedInByCode: known.signedInByCode,
        withdrawOnly: known.withdrawOnly,
      } satisfies SessionMember;
    const readAt = cache?.generation() ?? 0;
    const [row] = await live.execute({ tokenHash, kind, merchantId, now: new Date() });
    if (!row) return null;
    if (kind === 'session' && Date.now() - row.lastSeenAt.getTime() > idleMs) return null;
    if (row.member.status !== 'ACTIVE') return null;
    let lastSeenAt = row.lastSeenAt;
    if (Date.now() - lastSeenAt.getTime() > TOUCH_MS) {
      lastSeenAt = new Date();
      await db.update(sessions).set({ lastSeenAt }).where(eq(sessions.tokenHash, tokenHash));
    }
    if (kind === 'session')
      cache?.keep(
        tokenHash,
        {
          member: row.member,
          merchantId,
          expiresAt: row.expiresAt,
          lastSeenAt,
          signedInByCode: row.signedInByCode,
          withdrawOnly: row.withdrawOnly,
        },
        readAt,
      );
    return {
      ...row.member,
      tokenHash,
      signedInByCode: row.signedInByCode,
      withdrawOnly: row.withdrawOnly,
    } satisfies SessionMember;
  }

  const revoke = async (tokenHash: string) => {
    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, tokenHash));
    cache?.forgetToken(tokenHash);
  };

  /**
   * This process changed a member row: its next request reads it again. (Other processes hear of
   * it from the database, migration 0023.)
   */
  const memberChanged = (memberId: number) => cache?.forgetMembers([memberId]);

  /** Ends every session and remember token of a member, except the one given. */
  const revokeAll = async (memberId: number, keepTokenHash?: string) => {
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.memberId, memberId),
          isNull(sessions.revokedAt),
          keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : sql`true`,
        ),
      );
    memberChanged(memberId);
  };

  const revokeRemember = (memberId: number) =>
    db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.memberId, memberId), eq(sessions.kind, 'remember'), isNull(sessions.revokedAt)));

  return { open, remember, find, revoke, revokeAll, revokeRemember, memberChanged };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
