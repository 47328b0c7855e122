import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { members, sessions } from '../db/schema.ts';
import { hashToken, newToken } from './tokens.ts';

export type Member = typeof members.$inferSelect;
export type SessionMember = Member & { tokenHash: string };

const REMEMBER_HOURS = 24;
/** lastSeenAt is written at most this often, so reads do not each cost a write. */
const TOUCH_MS = 60_000;

export function createSessionStore(db: Db, config: Config['session']) {
  const idleMs = config.idleMinutes * 60_000;

  async function open(member: Member, ctx: { ip: string; deviceId?: string | undefined }) {
    const token = newToken();
    const maxEnd = Date.now() + config.maxHours * 3_600_000;
    const end = member.trialExpiresAt ? Math.min(maxEnd, member.trialExpiresAt.getTime()) : maxEnd;
    await db.insert(sessions).values({
      tokenHash: hashToken(token),
      kind: 'session',
      memberId: member.id,
      merchantId: member.merchantId,
      ip: ctx.ip,
      deviceId: ctx.deviceId ?? null,
      expiresAt: new Date(end),
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
    .select({ member: members, lastSeenAt: sessions.lastSeenAt })
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

  /** The live session or remember token behind a token, with its member. */
  async function find(token: string, merchantId: number, kind: 'session' | 'remember' = 'session') {
    const tokenHash = hashToken(token);
    const [row] = await live.execute({ tokenHash, kind, merchantId, now: new Date() });
    if (!row) return null;
    if (kind === 'session' && Date.now() - row.lastSeenAt.getTime() > idleMs) return null;
    if (row.member.status !== 'ACTIVE') return null;
    if (Date.now() - row.lastSeenAt.getTime() > TOUCH_MS) {
      await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.tokenHash, tokenHash));
    }
    return { ...row.member, tokenHash } satisfies SessionMember;
  }

  const revoke = (tokenHash: string) =>
    db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, tokenHash));

  /** Ends every session and remember token of a member, except the one given. */
  const revokeAll = (memberId: number, keepTokenHash?: string) =>
    db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.memberId, memberId),
          isNull(sessions.revokedAt),
          keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : sql`true`,
        ),
      );

  const revokeRemember = (memberId: number) =>
    db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.memberId, memberId), eq(sessions.kind, 'remember'), isNull(sessions.revokedAt)));

  return { open, remember, find, revoke, revokeAll, revokeRemember };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
