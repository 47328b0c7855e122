import { useMutation } from '@tanstack/react-query';
import { api, postJson } from '../../../shared/api/client.ts';

/** POST /wps/verification/sms/noLogin: the SMS login code. */
export const sendLoginCode = (mobileNum: string, countryDialingCode: string) =>
  api<{ expiredMinutes: number }>('/wps/verification/sms/noLogin', postJson({ mobileNum, countryDialingCode }));

export const useSendLoginCodeMutation = () =>
  useMutation({
    mutationFn: (v: { mobileNum: string; countryDialingCode: string }) =>
      sendLoginCode(v.mobileNum, v.countryDialingCode),
  });
