import { createHash } from 'node:crypto';
import type { Db } from '../db/index.ts';
import { createCounters } from './attempt-counters.ts';
import { verifyPassword } from './passwords.ts';

/**
 * A try's fingerprint, kept while it counts: keyed by the member's own salted hash, so the table
 * of tries holds nothing a guesser could test offline without the hash itself.
 */
const fingerprintOf = (hash: string, given: string) =>
  createHash('sha256').update(`${hash}\u0000${given}`).digest('hex').slice(0, 32);

/**
 * Compares a secret a signed-in member types again (payment password, current password) after
 * counting the try in the database, so a stolen session firing N different guesses at once gets
 * `max` compared, not N. Tries are counted by distinct value: the right one sent with several
 * requests at once is one try, and a member is never locked out by their own hurry. A right one
 * forgets the count. Answers 'locked' past `max` distinct values in the window, without comparing.
 */
export async function countedCheck(
  db: Db,
  key: { merchantId: number; scope: string; subject: string },
  limit: { max: number; windowMs: number },
  hash: string,
  given: string,
): Promise<boolean | 'locked'> {
  const counters = createCounters(db);
  const guesses = await counters.hitDistinct(key, fingerprintOf(hash, given), limit.windowMs);
  if (guesses > limit.max) return 'locked';
  if (!(await verifyPassword(hash, given))) return false;
  await counters.clear(key.merchantId, [key.scope, `${key.scope}:values`], [key.subject]);
  return true;
}
