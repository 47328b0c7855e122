import type { LastLogin } from '@mekong/contracts';
import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { sessions } from '../../platform/db/schema.ts';

/**
 * The member's sign-in before the one that opened this session (found by its token's hash):
 * sessions are kept after they end (revoked or expired), so the previous row is still there.
 * Remember-me tokens are not sign-ins and are left out.
 */
export async function lastLoginOf(db: Db, member: { id: number; tokenHash: string }): Promise<LastLogin> {
  const current = db.select({ at: sessions.createdAt }).from(sessions).where(eq(sessions.tokenHash, member.tokenHash));
  const [row] = await db
    .select({ at: sessions.createdAt, ip: sessions.ip })
    .from(sessions)
    .where(
      and(
        eq(sessions.memberId, member.id),
        eq(sessions.kind, 'session'),
        ne(sessions.tokenHash, member.tokenHash),
        lt(sessions.createdAt, sql`(${current})`),
      ),
    )
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  return row ? { at: row.at.toISOString(), ip: row.ip } : null;
}
