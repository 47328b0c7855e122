import type { Db } from '../../platform/db/index.ts';
import { type ActiveBreak, activeBreak, breakRefusal } from './breaks.ts';
import { refuseBeforeComingBack } from './comeback.ts';
import { capSessionsToAllowance, refuseOverSessionLimit } from './session-limit.ts';

/**
 * What player protection asks of every way in (password, SMS, remember-me, registration, reset),
 * before a session opens: no break running, a self-exclusion that ended is followed by the ask to
 * come back and its wait, and today's session time is not used up.
 *
 * Withdrawals stay possible during a break: a player who proved who they are with the password
 * or a code sent to the phone (`withdrawOnly`) is not refused but answered with the break, and
 * gets a withdraw-only session (platform/auth/guard.ts): short, not play time, so today's session
 * time does not apply to it. Remember-me, registration and a password reset are still refused.
 */
export async function refuseSignIn(
  db: Db,
  who: { merchantId: number; memberId: number; ip: string },
  comeBack: boolean,
  withdrawOnly = false,
): Promise<ActiveBreak | null> {
  const running = await activeBreak(db, who.merchantId, who.memberId);
  if (running) {
    if (withdrawOnly) return running;
    throw breakRefusal(running);
  }
  await refuseBeforeComingBack(db, who, comeBack);
  await refuseOverSessionLimit(db, who.merchantId, who.memberId);
  return null;
}

/** After a session opens: it ends when today's session time runs out. */
export const afterSignIn = (db: Db, merchantId: number, memberId: number) =>
  capSessionsToAllowance(db, merchantId, memberId);
