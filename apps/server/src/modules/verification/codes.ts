import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import { hashCode, newCode, sameHash } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/index.ts';
import { verificationCodes } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { Messenger } from '../../platform/messaging.ts';

export const CODE_MINUTES = 5;
/** Texts a number may receive in 24 hours, whatever they are for. */
export const DAILY_CAP = 10;
const MAX_GUESSES = 5;

type Purpose = (typeof verificationCodes.$inferSelect)['purpose'];
type Channel = 'SMS' | 'EMAIL';

/** `+855` and `012 345 678` become `+855012345678`; the stored and compared form of a phone. */
export function phoneTarget(countryDialingCode: string | undefined, mobile: string): string {
  const cc = (countryDialingCode ?? '').replace(/[^0-9]/g, '');
  return `+${cc}${mobile.replace(/[^0-9]/g, '')}`;
}

export function createCodeService(db: Db, messenger: Messenger) {
  /** Sends a fresh code (older pending ones for the same purpose stop working). */
  async function issue(opts: {
    merchantId: number;
    purpose: Purpose;
    channel: Channel;
    target: string;
    text: (code: string, minutes: number) => { subject?: string; body: string };
  }): Promise<{ expiredMinutes: number }> {
    const { merchantId, target } = opts;
    const now = Date.now();
    const [last] = await db
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.merchantId, merchantId), eq(verificationCodes.target, target)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    if (last && now - last.createdAt.getTime() < 1000) throw new AppError('sms.too.frequent', 'One code a second');
    const [sent] = await db
      .select({ n: count() })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.merchantId, merchantId),
          eq(verificationCodes.target, target),
          gt(verificationCodes.createdAt, new Date(now - 86_400_000)),
        ),
      );
    if ((sent?.n ?? 0) >= DAILY_CAP) throw new AppError('sms.daily.limit', 'Daily limit of codes reached');

    const code = newCode();
    await db
      .update(verificationCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(verificationCodes.merchantId, merchantId),
          eq(verificationCodes.target, target),
          eq(verificationCodes.purpose, opts.purpose),
          isNull(verificationCodes.usedAt),
        ),
      );
    await db.insert(verificationCodes).values({
      merchantId,
      purpose: opts.purpose,
      channel: opts.channel,
      target,
      codeHash: hashCode(target, code),
      expiresAt: new Date(now + CODE_MINUTES * 60_000),
    });
    try {
      await messenger.send({ merchantId, channel: opts.channel, to: target, ...opts.text(code, CODE_MINUTES) });
    } catch {
      throw new AppError('sms.send.failed', 'The message could not be sent');
    }
    return { expiredMinutes: CODE_MINUTES };
  }

  /** Uses up a code: right once, then never again; expired and over-guessed codes fail. */
  async function consume(opts: { merchantId: number; purpose: Purpose; target: string; code: string | undefined }) {
    const { merchantId, target, purpose } = opts;
    if (!opts.code) throw new AppError('validate_verification_code_error', 'Enter the verification code');
    const [row] = await db
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.merchantId, merchantId),
          eq(verificationCodes.target, target),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.usedAt),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    if (!row) throw new AppError('validate_verification_code_error', 'No code was sent, or it was used');
    if (row.expiresAt.getTime() <= Date.now()) throw new AppError('verification.code.expired', 'The code expired');
    if (!sameHash(row.codeHash, hashCode(target, opts.code))) {
      const attempts = row.attempts + 1;
      await db
        .update(verificationCodes)
        .set({ attempts, ...(attempts >= MAX_GUESSES ? { usedAt: new Date() } : {}) })
        .where(eq(verificationCodes.id, row.id));
      throw new AppError('validate_verification_code_error', 'Wrong verification code');
    }
    const used = await db
      .update(verificationCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
      .returning({ id: verificationCodes.id });
    if (used.length === 0) throw new AppError('validate_verification_code_error', 'The code was used');
  }

  return { issue, consume };
}

export type CodeService = ReturnType<typeof createCodeService>;
