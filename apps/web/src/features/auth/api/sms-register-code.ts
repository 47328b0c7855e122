import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

/** GET /wps/verification/sms/register: the registration SMS code. */
export const sendRegisterCode = (mobileNo: string, countryDialingCode: string) =>
  api<{ expiredMinutes: number }>(
    `/wps/verification/sms/register?${new URLSearchParams({ mobileNo, countryDialingCode })}`,
  );

/** Sending the code is an action, not a read: it goes through a mutation like the other SMS codes. */
export const useSendRegisterCodeMutation = () =>
  useMutation({
    mutationFn: (v: { mobileNo: string; countryDialingCode: string }) =>
      sendRegisterCode(v.mobileNo, v.countryDialingCode),
  });
