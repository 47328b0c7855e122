import { randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db/index.ts';
import { members } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';

type NewMember = Omit<typeof members.$inferInsert, 'referralCode'>;

const REFERRAL_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const newReferralCode = () =>
  Array.from(randomBytes(8), (b) => REFERRAL_ALPHABET[b % REFERRAL_ALPHABET.length]).join('');

/** Which unique index a violation came from tells which field is taken. */
const TAKEN: Record<string, 'exists.username.err' | 'exists.mobile.err' | 'exists.email.err'> = {
  members_merchant_account: 'exists.username.err',
  members_merchant_mobile: 'exists.mobile.err',
  members_merchant_email: 'exists.email.err',
};

function uniqueViolation(err: unknown): string | null {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? '';
  }
  return null;
}

/**
 * Inserts a member in one statement, so a failure leaves nothing behind. A race for the same
 * account, phone or email ends as a clean 409 rather than a 500.
 */
export async function insertMember(db: Db, values: NewMember) {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(members)
        .values({ ...values, referralCode: newReferralCode() })
        .returning();
      if (!row) throw new Error('insert returned nothing');
      return row;
    } catch (err) {
      const constraint = uniqueViolation(err);
      if (constraint === null) throw err;
      const code = TAKEN[constraint];
      if (code) throw new AppError(code, 'Already registered');
      // A referral-code collision: draw another.
      if (attempt >= 3) throw err;
    }
  }
}
