import { type LoginValue, TRIAL_TYPE } from '@mekong/contracts';
import { eq } from 'drizzle-orm';
import { members } from '../../platform/db/schema.ts';
import type { ResolvedMerchant } from '../../platform/merchant.ts';
import { type MemberRow, passwordState, rememberIp } from '../member/index.ts';
import { afterSignIn, refuseSignIn } from '../protection/index.ts';
import type { AccountServices } from '../services.ts';

export type GrantContext = {
  ip: string;
  deviceId?: string | undefined;
  rememberMe?: boolean | undefined;
  /** The password just typed, when there was one: a merchant default must be changed. */
  password?: string | undefined;
  via: 'password' | 'sms' | 'remember' | 'register' | 'reset';
  /** After a self-exclusion ended: the player asks to come back (sign-in opens 24 hours later). */
  comeBack?: boolean | undefined;
};

/** Opens a session for a member who has proven who they are, and records the IP as known. */
export async function grantSession(
  s: AccountServices,
  merchant: ResolvedMerchant,
  member: MemberRow,
  ctx: GrantContext,
): Promise<LoginValue> {
  // Every way in (password, SMS, remember-me, registration, reset) meets a running break, an
  // ended self-exclusion not yet come back from, and a used-up daily session time. During a break,
  // the password or a code to the phone opens a withdraw-only session instead of a refusal.
  const onBreak = await refuseSignIn(
    s.db,
    { merchantId: merchant.id, memberId: member.id, ip: ctx.ip },
    ctx.comeBack === true,
    ctx.via === 'password' || ctx.via === 'sms',
  );
  const firstTimeLogin = member.firstLoginAt === null;
  if (firstTimeLogin) {
    await s.db.update(members).set({ firstLoginAt: new Date() }).where(eq(members.id, member.id));
    s.sessions.memberChanged(member.id);
  }
  await rememberIp(s.db, member.id, ctx.ip);
  const token = await s.sessions.open(member, { ...ctx, withdrawOnly: onBreak !== null });
  // A withdraw-only session is not play time, and leaves no remember-me token behind it.
  if (!onBreak && (await afterSignIn(s.db, merchant.id, member.id))) s.sessions.memberChanged(member.id);
  const rememberToken =
    !onBreak && ctx.rememberMe && member.type !== TRIAL_TYPE ? await s.sessions.remember(member, ctx) : null;
  const { passwordExpired, mustChange } = passwordState(member, merchant, ctx.password);
  // SMS sign-ins skip the forced change: no password was typed to change from.
  const asksForChange = ctx.via === 'password' || ctx.via === 'remember';
  return {
    token,
    id: member.id,
    userName: member.account,
    customerType: member.type,
    firstTimeLogin,
    passwordExpired,
    forceChangePassword: asksForChange && (mustChange || (firstTimeLogin && member.registerIp === null)),
    rememberToken,
    ...(onBreak ? { withdrawOnly: onBreak } : {}),
  };
}
