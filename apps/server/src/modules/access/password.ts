import type { LoginValue } from '@mekong/contracts';
import { eq } from 'drizzle-orm';
import { countedCheck } from '../../platform/auth/counted-check.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { SessionMember } from '../../platform/auth/sessions.ts';
import { members } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { ResolvedMerchant } from '../../platform/merchant.ts';
import { checkNewPassword, findMemberByAccount, findMemberByPhone, type MemberRow } from '../member/index.ts';
import type { AccountServices } from '../services.ts';
import { createLockout, grantSession } from '../session/index.ts';
import { codeText, phoneTarget, resetEmailText } from '../verification/index.ts';

/** Wrong current passwords a signed-in member may try before the next ones are refused unchecked. */
export const OLD_PASSWORD_TRIES = { max: 5, windowMs: 30 * 60_000 };

/** Sets a new password, ends the member's sessions (but `keep`) and lifts a login lock. */
async function setPassword(s: AccountServices, member: MemberRow, password: string, keepTokenHash?: string) {
  await s.db
    .update(members)
    .set({ passwordHash: await hashPassword(password), passwordChangedAt: new Date(), mustChangePassword: false })
    .where(eq(members.id, member.id));
  await s.sessions.revokeAll(member.id, keepTokenHash);
  // Lifts every login lock on the account, by name and by phone (decision 0004).
  const phone = member.mobile ? [phoneTarget(member.countryDialingCode ?? '', member.mobile)] : [];
  await createLockout(s.db).clear(member.merchantId, member.account, ...phone);
}

export async function changePassword(
  s: AccountServices,
  merchant: ResolvedMerchant,
  member: SessionMember,
  input: { oldPassword: string; newPassword: string; confirmNewPassword: string },
) {
  if (input.newPassword !== input.confirmNewPassword)
    throw new AppError('modify.new.confirm.diff', 'The two entries differ');
  checkNewPassword(merchant, 'newPassword', input.newPassword);
  // Counted: a stolen session must not guess its way to the password and lock the owner out.
  const oldOk = await countedCheck(
    s.db,
    { merchantId: member.merchantId, scope: 'old_pw', subject: String(member.id) },
    OLD_PASSWORD_TRIES,
    member.passwordHash,
    input.oldPassword,
  );
  if (oldOk === 'locked') throw new AppError('modify.old.pwd.locked', 'Too many wrong passwords: try again later');
  if (!oldOk) throw new AppError('modify.old.pwd.err', 'The current password is wrong');
  if (input.newPassword === input.oldPassword || input.newPassword === merchant.defaultPassword) {
    throw new AppError('password.same.as.old', 'Choose a password you have not used here');
  }
  await setPassword(s, member, input.newPassword, member.tokenHash);
}

export async function sendResetEmail(
  s: AccountServices,
  merchant: ResolvedMerchant,
  /** `origin` is the merchant's own site (platform/site-origin.ts), never the request's Host. */
  input: { username: string; email: string; origin: string; ip: string; language: string | undefined },
) {
  const member = await findMemberByAccount(s.db, merchant.id, input.username);
  const email = input.email.trim().toLowerCase();
  if (!member?.email || member.email !== email || member.type === 4) {
    throw new AppError('not.exists.account.err', 'Username or email does not exist');
  }
  const link = (code: string) =>
    `${input.origin}/index?resetCode=${code}&username=${encodeURIComponent(member.account)}`;
  await s.codes.issue({
    merchantId: merchant.id,
    purpose: 'reset',
    channel: 'EMAIL',
    target: email,
    requester: input.ip,
    text: resetEmailText(input.language, merchant.name, link),
  });
}

export async function resetByEmail(
  s: AccountServices,
  merchant: ResolvedMerchant,
  input: { username: string; code: string; newPassword: string; confirmNewPassword?: string | undefined },
) {
  if (input.confirmNewPassword !== undefined && input.confirmNewPassword !== input.newPassword) {
    throw new AppError('modify.new.confirm.diff', 'The two entries differ');
  }
  checkNewPassword(merchant, 'newPassword', input.newPassword);
  const member = await findMemberByAccount(s.db, merchant.id, input.username);
  if (!member?.email) throw new AppError('validate_verification_code_error', 'Wrong verification code');
  await s.codes.consume({ merchantId: merchant.id, purpose: 'reset', target: member.email, code: input.code });
  await setPassword(s, member, input.newPassword);
}

export async function sendResetSms(
  s: AccountServices,
  merchant: ResolvedMerchant,
  input: { mobileNum: string; countryDialingCode: string | undefined; ip: string; language: string | undefined },
) {
  const member = await findMemberByPhone(s.db, merchant.id, input.countryDialingCode, input.mobileNum);
  if (!member || member.type === 4) throw new AppError('not.exists.account.err', 'No account has this mobile number');
  return s.codes.issue({
    merchantId: merchant.id,
    purpose: 'reset',
    channel: 'SMS',
    target: phoneTarget(input.countryDialingCode, input.mobileNum),
    requester: input.ip,
    text: codeText(input.language, merchant.name),
  });
}

/** Phone recovery ends signed in. */
export async function resetByPhone(
  s: AccountServices,
  merchant: ResolvedMerchant,
  input: { mobileNum: string; countryDialingCode?: string | undefined; verificationCode: string; newPassword: string },
  ctx: { ip: string },
): Promise<LoginValue> {
  checkNewPassword(merchant, 'newPassword', input.newPassword);
  const member = await findMemberByPhone(s.db, merchant.id, input.countryDialingCode, input.mobileNum);
  if (!member) throw new AppError('not.exists.account.err', 'No account has this mobile number');
  const target = phoneTarget(input.countryDialingCode, input.mobileNum);
  await s.codes.consume({ merchantId: merchant.id, purpose: 'reset', target, code: input.verificationCode });
  await setPassword(s, member, input.newPassword);
  const fresh = { ...member, mustChangePassword: false, passwordChangedAt: new Date() };
  return grantSession(s, merchant, fresh, { ip: ctx.ip, via: 'reset' });
}
