import type { LoginValue } from '@mekong/contracts';
import { api } from '../../../shared/api/client.ts';
import { sealedApi } from './sealed.ts';

export const changePassword = (oldPassword: string, newPassword: string, confirmNewPassword: string) =>
  sealedApi<null>('/wps/member/password', { oldPassword, newPassword, confirmNewPassword });

/** Sent as a form, the way the original client posts it. */
export const forgotByEmail = (username: string, email: string) =>
  api<null>('/wps/member/password/email', {
    method: 'POST',
    body: new URLSearchParams({ username, email }),
  });

export const resetByEmail = (username: string, code: string, newPassword: string) =>
  sealedApi<null>('/wps/member/password/email/reset', { username, code, newPassword });

export const sendResetSms = (mobileNum: string, countryDialingCode: string) =>
  api<{ expiredMinutes: number }>('/wps/member/password/sms', {
    method: 'POST',
    body: JSON.stringify({ mobileNum, countryDialingCode }),
  });

export const resetByPhone = (
  mobileNum: string,
  countryDialingCode: string,
  verificationCode: string,
  newPassword: string,
) =>
  sealedApi<LoginValue>('/wps/member/password/verification', {
    mobileNum,
    countryDialingCode,
    verificationCode,
    newPassword,
  });
