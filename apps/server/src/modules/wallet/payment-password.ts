import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createCounters } from '../../platform/auth/attempt-counters.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import type { SessionMember } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { members } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';

/** Wrong payment passwords a member may try in WINDOW_MS before the next ones are refused unchecked. */
export const PAYMENT_TRIES = 5;
const WINDOW_MS = 30 * 60_000;
const SCOPE = 'payment_pw';

/**
 * A try's fingerprint, kept while it counts: keyed by the member's own salted hash, so the table
 * of tries holds nothing a guesser could test offline without the hash itself.
 */
const fingerprintOf = (hash: string, given: string) =>
  createHash('sha256').update(`${hash}\u0000${given}`).digest('hex').slice(0, 32);

/**
 * Compares a payment password after counting the try in the database, so a stolen session firing
 * N different guesses at once gets PAYMENT_TRIES compared, not N. Tries are counted by distinct
 * value: a player whose app sends the right password with several payments at once is one try,
 * not several, and is never locked out by their own hurry. A right one forgets the count.
 */
async function verifyCounted(db: Db, member: SessionMember, hash: string, given: string) {
  const counters = createCounters(db);
  const key = { merchantId: member.merchantId, scope: SCOPE, subject: String(member.id) };
  const guesses = await counters.hitDistinct(key, fingerprintOf(hash, given), WINDOW_MS);
  if (guesses > PAYMENT_TRIES) throw new AppError('payment.pw.locked', 'Too many wrong payment passwords');
  if (!(await verifyPassword(hash, given))) return false;
  await counters.clear(member.merchantId, [SCOPE, `${SCOPE}:values`], [String(member.id)]);
  return true;
}

/** Setting it the first time needs the session only; changing it needs the old one. */
export async function setPaymentPassword(
  db: Db,
  member: SessionMember,
  input: { oldPaymentPassword?: string | undefined; paymentPassword: string },
) {
  if (
    member.paymentPasswordHash &&
    !(await verifyCounted(db, member, member.paymentPasswordHash, input.oldPaymentPassword ?? ''))
  ) {
    throw new AppError('invalid.payment.pw', 'The current payment password is wrong');
  }
  await db
    .update(members)
    .set({ paymentPasswordHash: await hashPassword(input.paymentPassword) })
    .where(eq(members.id, member.id));
}

/** Money leaving a player's hands needs the payment password. */
export async function checkPaymentPassword(db: Db, member: SessionMember, given: string) {
  if (!member.paymentPasswordHash) throw new AppError('payment.pw.not.set', 'Set a payment password first');
  if (!(await verifyCounted(db, member, member.paymentPasswordHash, given))) {
    throw new AppError('invalid.payment.pw', 'Wrong payment password');
  }
}
