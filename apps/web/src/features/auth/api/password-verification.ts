import type { LoginValue } from '@mekong/contracts';
import { useMutation } from '@tanstack/react-query';
import { sealedApi } from '../../../shared/api/sealed.ts';

export type ResetByPhoneBody = {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
};

/** POST /wps/member/password/verification (sealed): new password by SMS code; answers a login value. */
export const resetByPhone = (body: ResetByPhoneBody) =>
  sealedApi<LoginValue>('/wps/member/password/verification', body);

export const useResetByPhoneMutation = () => useMutation({ mutationFn: resetByPhone });
