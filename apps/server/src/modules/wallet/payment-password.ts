import { eq } from 'drizzle-orm';
import { countedCheck } from '../../platform/auth/counted-check.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { SessionMember } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { members } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';

/** Wrong payment passwords a member may try in WINDOW_MS before the next ones are refused unchecked. */
export const PAYMENT_TRIES = 5;
const WINDOW_MS = 30 * 60_000;
const SCOPE = 'payment_pw';

/** Counted per member in the database (platform/auth/counted-check.ts). */
async function verifyCounted(db: Db, member: SessionMember, hash: string, given: string) {
  const key = { merchantId: member.merchantId, scope: SCOPE, subject: String(member.id) };
  const ok = await countedCheck(db, key, { max: PAYMENT_TRIES, windowMs: WINDOW_MS }, hash, given);
  if (ok === 'locked') throw new AppError('payment.pw.locked', 'Too many wrong payment passwords');
  return ok;
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
