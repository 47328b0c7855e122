import type { PubSub } from '../pubsub.ts';
import type { Member } from './sessions.ts';

/** A session this process has checked against the database, with its member as then read. */
export type CheckedSession = {
  member: Member;
  merchantId: number;
  expiresAt: Date;
  lastSeenAt: Date;
  signedInByCode: boolean;
  /** The session's row says withdraw-only (a sign-in during a break): the guard's allow-list applies. */
  withdrawOnly: boolean;
};

/** The database's notice (migration 0023) that members changed or sessions ended. */
const TOPIC = 'auth.changed';
/** Enough for every player active at once on one process; the oldest check goes first. */
const MAX_ENTRIES = 50_000;

/**
 * The sessions this process has checked lately (a member's, or a game vendor's for a player:
 * provider/sessions.ts), so a signed-in request costs no session lookup:
 * on the money hot path that lookup is half the database round trips.
 *
 * It is only as good as what tells it of changes:
 * - the database's triggers notify every process when a member row changes or a session is
 *   revoked or shortened, whoever made the change;
 * - this process's own changes are forgotten at once (`forget*`), so its next request already
 *   reads them;
 * - while the listening connection is down, nothing is kept or served, and whatever was kept is
 *   dropped when it goes down and again when it comes back.
 * A check that was in flight when a change was heard is not kept (the generation moved on), so a
 * row read before a change can never outlive the notice of it. The session store re-reads a
 * session anyway before its last-seen time would need writing (once a minute).
 */
export function createSessionCache<E extends { member: { id: number } } = CheckedSession>(
  feed: Pick<PubSub, 'subscribe' | 'live' | 'onGap'>,
) {
  const byToken = new Map<string, E>();
  let generation = 0;

  const forgetAll = () => {
    byToken.clear();
    generation++;
  };
  const forgetMembers = (ids: readonly number[]) => {
    const gone = new Set(ids);
    for (const [token, entry] of byToken) if (gone.has(entry.member.id)) byToken.delete(token);
    generation++;
  };

  feed.onGap(forgetAll);
  feed.subscribe(TOPIC, (payload) => {
    const { members, all } = (payload ?? {}) as { members?: unknown; all?: unknown };
    if (all === true || !Array.isArray(members)) forgetAll();
    else forgetMembers(members.map(Number));
  });

  return {
    get: (tokenHash: string) => (feed.live() ? byToken.get(tokenHash) : undefined),
    /** Taken before reading a session; `keep` refuses a read that a change overtook. */
    generation: () => generation,
    keep(tokenHash: string, entry: E, readAtGeneration: number) {
      if (readAtGeneration !== generation || !feed.live()) return;
      byToken.delete(tokenHash);
      if (byToken.size >= MAX_ENTRIES) {
        const oldest = byToken.keys().next().value;
        if (oldest !== undefined) byToken.delete(oldest);
      }
      byToken.set(tokenHash, entry);
    },
    forgetToken(tokenHash: string) {
      byToken.delete(tokenHash);
      generation++;
    },
    forgetMembers,
  };
}

export type SessionCache<E extends { member: { id: number } } = CheckedSession> = ReturnType<
  typeof createSessionCache<E>
>;
