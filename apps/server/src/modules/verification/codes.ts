import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { createCounters, networkOf } from '../../platform/auth/attempt-counters.ts';
import { hashCode, newCode, sameHash } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/index.ts';
import { verificationCodes } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { Messenger } from '../../platform/messaging.ts';

export const CODE_MINUTES = 5;
/** Codes one network may have sent to one number in 24 hours, whatever they are for. */
export const DAILY_CAP = 10;
/** Codes one network may have sent in 24 hours to all numbers together (a carrier's shared IP is many players). */
export const NETWORK_DAILY_CAP = 200;
const DAY_MS = 86_400_000;
const MAX_GUESSES = 5;

type Purpose = (typeof verificationCodes.$inferSelect)['purpose'];
type Channel = 'SMS' | 'EMAIL';

/**
 * Guesses one phone number or e-mail address may take in 24 hours over all its codes of a purpose,
 * from every network together. A code's own 5 guesses bound one code, but codes can be asked for
 * from any number of networks (10 a day each), and each new code brings 5 more: from the /64s of
 * one IPv6 /48 that is millions of guesses a day at a 6-digit code, and a reset by phone ends
 * signed in. 20 a day gives an honest player four codes' worth of typing and a guesser a chance of
 * 20 in a million a day. Past it, the target's codes of that purpose are refused, the right one
 * too, until the day is over, and no new one is sent; the player can still ask customer service.
 * The reset and the login by code have one: the other codes ride on a check with limits of its own.
 */
const TARGET_GUESSES: Partial<Record<Purpose, { max: number; windowMs: number }>> = {
  reset: { max: 20, windowMs: DAY_MS },
  // A login code signs in too; its owner can still sign in with the password past the cap.
  login: { max: 20, windowMs: DAY_MS },
};

/** `+855` and `012 345 678` become `+855012345678`; the stored and compared form of a phone. */
export function phoneTarget(countryDialingCode: string | undefined, mobile: string): string {
  const cc = (countryDialingCode ?? '').replace(/[^0-9]/g, '');
  return `+${cc}${mobile.replace(/[^0-9]/g, '')}`;
}

export function createCodeService(db: Db, messenger: Messenger) {
  const counters = createCounters(db);
  const guessesOf = (merchantId: number, purpose: Purpose, target: string) => ({
    merchantId,
    scope: `code_guess_${purpose}`,
    subject: target,
  });
  const refusedForGuesses = () =>
    new AppError('verification.code.locked', 'Too many wrong codes for this number or address today');

  /**
   * The allowances belong to the requester, not to the number: one a second and DAILY_CAP a day
   * for each number from each network, and NETWORK_DAILY_CAP a day from one network in all, so
   * a stranger spending their own allowance on someone's number leaves the owner's intact.
   * Each is counted by one atomic upsert before the code is sent (decision 0004).
   */
  async function allow(merchantId: number, target: string, requester: string) {
    const source = networkOf(requester);
    const burst = await counters.hit({ merchantId, scope: 'code_burst', subject: target, source }, 1000);
    if (burst.count > 1) throw new AppError('sms.too.frequent', 'One code a second');
    const day = await counters.hit({ merchantId, scope: 'code_day', subject: target, source }, DAY_MS);
    if (day.count > DAILY_CAP) throw new AppError('sms.daily.limit', 'Daily limit of codes reached');
    const all = await counters.hit({ merchantId, scope: 'code_day_net', subject: source }, DAY_MS);
    if (all.count > NETWORK_DAILY_CAP) throw new AppError('sms.daily.limit', 'Daily limit of codes reached');
  }

  /** Sends a fresh code (older pending ones for the same purpose stop working). */
  async function issue(opts: {
    merchantId: number;
    purpose: Purpose;
    channel: Channel;
    target: string;
    /** The IP asking: allowances are counted per requester (decision 0004). */
    requester: string;
    text: (code: string, minutes: number) => { subject?: string; body: string };
  }): Promise<{ expiredMinutes: number }> {
    const { merchantId, target } = opts;
    const now = Date.now();
    const cap = TARGET_GUESSES[opts.purpose];
    // A code that could not be entered would only be a message the owner did not ask for.
    if (cap && (await counters.read(guessesOf(merchantId, opts.purpose, target), cap.windowMs)).count >= cap.max)
      throw refusedForGuesses();
    await allow(merchantId, target, opts.requester);

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
    // The guess is claimed before the comparison by one conditional update: of N simultaneous
    // guesses exactly MAX_GUESSES get a number, the rest are never compared.
    const [claim] = await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(
        and(
          eq(verificationCodes.id, row.id),
          isNull(verificationCodes.usedAt),
          lt(verificationCodes.attempts, MAX_GUESSES),
        ),
      )
      .returning({ codeHash: verificationCodes.codeHash, attempts: verificationCodes.attempts });
    if (!claim) throw new AppError('validate_verification_code_error', 'No guesses left; send a new code');
    // Then the target's guesses over all its codes, by one atomic upsert, still before comparing: a
    // guess past the allowance, the right code included, is refused without being compared.
    const cap = TARGET_GUESSES[purpose];
    if (cap && (await counters.hit(guessesOf(merchantId, purpose, target), cap.windowMs)).count > cap.max)
      throw refusedForGuesses();
    if (!sameHash(claim.codeHash, hashCode(target, opts.code))) {
      if (claim.attempts >= MAX_GUESSES) {
        await db.update(verificationCodes).set({ usedAt: new Date() }).where(eq(verificationCodes.id, row.id));
      }
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
