import type { Db } from '../../platform/db/index.ts';
import { refuseOnBreak } from './breaks.ts';
import { refuseBeforeComingBack } from './comeback.ts';
import { capSessionsToAllowance, refuseOverSessionLimit } from './session-limit.ts';

/**
 * What player protection asks of every way in (password, SMS, remember-me, registration, reset),
 * before a session opens: no break running, a self-exclusion that ended is followed by the ask to
 * come back and its wait, and today's session time is not used up.
 */
export async function refuseSignIn(
  db: Db,
  who: { merchantId: number; memberId: number; ip: string },
  comeBack: boolean,
): Promise<void> {
  await refuseOnBreak(db, who.merchantId, who.memberId);
  await refuseBeforeComingBack(db, who, comeBack);
  await refuseOverSessionLimit(db, who.merchantId, who.memberId);
}

/** After a session opens: it ends when today's session time runs out. */
export const afterSignIn = (db: Db, merchantId: number, memberId: number) =>
  capSessionsToAllowance(db, merchantId, memberId);
