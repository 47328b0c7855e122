import { useMutation } from '@tanstack/react-query';
import { api, postJson } from '../../../shared/api/client.ts';

/** POST /wps/member/password/sms: the recovery code by SMS; resend waits expiredMinutes. */
export const sendResetSms = (mobileNum: string, countryDialingCode: string) =>
  api<{ expiredMinutes: number }>('/wps/member/password/sms', postJson({ mobileNum, countryDialingCode }));

export const useSendResetSmsMutation = () =>
  useMutation({
    mutationFn: (v: { mobileNum: string; countryDialingCode: string }) =>
      sendResetSms(v.mobileNum, v.countryDialingCode),
  });
