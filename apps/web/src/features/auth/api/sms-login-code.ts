import { api, postJson } from '../../../shared/api/client.ts';

/** POST /wps/verification/sms/noLogin: the SMS login code. */
export const sendLoginCode = (mobileNum: string, countryDialingCode: string) =>
  api<{ expiredMinutes: number }>('/wps/verification/sms/noLogin', postJson({ mobileNum, countryDialingCode }));
