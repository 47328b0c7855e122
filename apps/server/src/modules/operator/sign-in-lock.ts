import { and, eq, gt, sql } from 'drizzle-orm';
import { type Counters, networkOf } from '../../platform/auth/attempt-counters.ts';
import type { Db } from '../../platform/db/index.ts';
import { operatorSessions } from '../../platform/db/schema.ts';

/**
 * Sign-in attempts on one operator name from every network together. The per-network counter alone
 * gave a guesser with many networks (the 65,536 /64s of one IPv6 /48) 5 tries per network every 15
 * minutes: hundreds of thousands of authenticator codes an hour for whoever has the password, each
 * try covering 3 codes, and the password alone for an operator not yet enrolled.
 *
 * 20 in a fixed hour: what one network may already try (5 per 15 minutes), so an operator fumbling
 * from one place meets their network's lock first, and only attempts spread over several networks
 * reach this one. From everywhere together that is at most 480 tries a day, 1,440 codes of a
 * million, and every hour it engages leaves an audit line. Every attempt counts, a right one
 * included: it is counted before it is known to be right, and a success never clears this counter,
 * so the owner's own sign-ins cannot hand a guesser who knows the password a fresh allowance. An
 * operator signs in a few times a day, far below it.
 */
export const ACCOUNT_ATTEMPTS = { scope: 'operator_login_account', windowMs: 60 * 60_000, max: 20 } as const;

/** Networks the operator opened a session from within this many days stay open through the lock. */
const KNOWN_DAYS = 30;

/**
 * Counts one attempt on the operator name from anywhere, before anything is compared, and answers
 * whether it is past the allowance and whether it is the first one past it in this window (exactly
 * one attempt is, however many arrive at once), which engages the lock.
 */
export async function countOnAccount(counters: Counters, merchantId: number, username: string) {
  const key = { merchantId, scope: ACCOUNT_ATTEMPTS.scope, subject: username.toLowerCase() };
  const { count } = await counters.hit(key, ACCOUNT_ATTEMPTS.windowMs);
  return { over: count > ACCOUNT_ATTEMPTS.max, engages: count === ACCOUNT_ATTEMPTS.max + 1 };
}

/**
 * Whether the operator opened a session from this network lately. The account lock spares such a
 * network (as a player's lock spares a known one, decision 0004): otherwise anyone who knows a
 * staff name could shut its owner out of the console with 21 requests an hour. That network keeps
 * its own lock of 5 tries per 15 minutes, and a session there took the password and a code. A name
 * that is no operator's is asked about operator 0, so a locked real name and a made-up one cost
 * the same query.
 */
export async function signedInFrom(db: Db, operatorId: number, ip: string): Promise<boolean> {
  const network = networkOf(ip);
  const rows = await db
    .selectDistinct({ ip: operatorSessions.ip })
    .from(operatorSessions)
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        gt(operatorSessions.createdAt, sql`now() - make_interval(days => ${KNOWN_DAYS})`),
      ),
    );
  return rows.some((row) => row.ip !== null && networkOf(row.ip) === network);
}
