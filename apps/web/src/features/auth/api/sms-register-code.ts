import { api } from '../../../shared/api/client.ts';

/** GET /wps/verification/sms/register: the registration SMS code. */
export const sendRegisterCode = (mobileNo: string, countryDialingCode: string) =>
  api<{ expiredMinutes: number }>(
    `/wps/verification/sms/register?${new URLSearchParams({ mobileNo, countryDialingCode })}`,
  );
