import { isAgentType, type MemberInfo, TRIAL_TYPE } from '@mekong/contracts';
import type { SessionMember } from '../../platform/auth/sessions.ts';
import { maskEmail, maskMobile } from '../../platform/auth/tokens.ts';
import type { ResolvedMerchant } from '../../platform/merchant.ts';
import type { AccountServices } from '../services.ts';
import { passwordState } from './password-state.ts';
import { findMemberById } from './repository.ts';

/** What a member may see about themselves: contact details masked, no hashes. */
export async function memberInfo(
  s: AccountServices,
  merchant: ResolvedMerchant,
  m: SessionMember,
): Promise<MemberInfo> {
  const upline = m.uplineId ? await findMemberById(s.db, m.uplineId) : null;
  return {
    id: m.id,
    account: m.account,
    nickname: m.nickname,
    type: m.type,
    isAgent: isAgentType(m.type),
    toUpline: upline?.account ?? null,
    clubLabel: m.clubLabel ? { labelName: m.clubLabel } : null,
    memberLabel: m.memberLabels.map((labelName) => ({ labelName })),
    avatar: m.avatar,
    avatarType: m.avatarType,
    regDate: m.createdAt.getTime(),
    mobile: maskMobile(m.mobile),
    countryDialingCode: m.countryDialingCode,
    email: maskEmail(m.email),
    payeeName: m.payeeName,
    hasPaymentPassword: m.paymentPasswordHash !== null,
    totpEnabled: m.totpSecret !== null,
    forceChangePassword: passwordState(m, merchant).mustChange,
    adultConfirmRequired: m.adultConfirmedAt === null && m.type !== TRIAL_TYPE,
    trialExpiresAt: m.trialExpiresAt?.toISOString() ?? null,
  };
}
