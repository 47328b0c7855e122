import type { ResolvedMerchant } from '../../platform/merchant.ts';
import type { MemberRow } from './repository.ts';

/** Whether the member must choose a new password before playing. */
export function passwordState(member: MemberRow, merchant: ResolvedMerchant, password?: string) {
  const expiryOn = merchant.isModuleOn('PWDEXPFORCECHANGE3');
  const ageDays = (Date.now() - member.passwordChangedAt.getTime()) / 86_400_000;
  const passwordExpired = expiryOn && ageDays > merchant.passwordExpiryDays;
  const isDefault = password !== undefined && password === merchant.defaultPassword;
  return { passwordExpired, mustChange: member.mustChangePassword || isDefault || passwordExpired };
}
