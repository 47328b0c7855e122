import { and, eq, isNull, lt, or } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import type { Db } from '../db/index.ts';
import { members, operators } from '../db/schema.ts';

/** RFC 6238's usual step: a code changes every 30 seconds. */
const STEP_SECONDS = 30;

/**
 * The 30-second step a code belongs to when it is the secret's code for now, the step before or
 * the step after (a phone's clock may be off by some seconds either way); null otherwise.
 */
export function totpStep(secret: string, code: string, at = Date.now()): number | null {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), period: STEP_SECONDS });
  const delta = totp.validate({ token: code, timestamp: at, window: 1 });
  return delta === null ? null : Math.floor(at / 1000 / STEP_SECONDS) + delta;
}

/**
 * Spends a step of an account's authenticator: true when `step` is later than the last step
 * accepted, which it then becomes, in one statement, so of two sign-ins sent at once with one
 * code only one passes. A code is good once (RFC 6238, section 5.2): one read over a shoulder or
 * caught by a phishing page opens no second session.
 */
export async function spendTotpStep(db: Db, who: { operatorId: number } | { memberId: number }, step: number) {
  if ('operatorId' in who) {
    const spent = await db
      .update(operators)
      .set({ totpLastStep: step })
      .where(
        and(eq(operators.id, who.operatorId), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))),
      )
      .returning({ id: operators.id });
    return spent.length > 0;
  }
  const spent = await db
    .update(members)
    .set({ totpLastStep: step })
    .where(and(eq(members.id, who.memberId), or(isNull(members.totpLastStep), lt(members.totpLastStep, step))))
    .returning({ id: members.id });
  return spent.length > 0;
}
