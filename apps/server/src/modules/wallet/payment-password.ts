import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import type { SessionMember } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { members } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';

/** Setting it the first time needs the session only; changing it needs the old one. */
export async function setPaymentPassword(
  db: Db,
  member: SessionMember,
  input: { oldPaymentPassword?: string | undefined; paymentPassword: string },
) {
  if (
    member.paymentPasswordHash &&
    !(await verifyPassword(member.paymentPasswordHash, input.oldPaymentPassword ?? ''))
  ) {
    throw new AppError('invalid.payment.pw', 'The current payment password is wrong');
  }
  await db
    .update(members)
    .set({ paymentPasswordHash: await hashPassword(input.paymentPassword) })
    .where(eq(members.id, member.id));
}

/** Money leaving a player's hands needs the payment password. */
export async function checkPaymentPassword(member: SessionMember, given: string) {
  if (!member.paymentPasswordHash) throw new AppError('payment.pw.not.set', 'Set a payment password first');
  if (!(await verifyPassword(member.paymentPasswordHash, given))) {
    throw new AppError('invalid.payment.pw', 'Wrong payment password');
  }
}
