import type { LoginChallenge, LoginRequest, LoginValue, MemberInfo, VerifyMethod } from '@mekong/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { sealedApi } from './sealed.ts';

export const login = (body: LoginRequest) => sealedApi<LoginValue>('/wps/session/login', body);

export const rememberLogin = (username: string, rememberToken: string) =>
  sealedApi<LoginValue>('/wps/session/login/remember', { username, rememberToken });

export const freePlay = (loginDeviceId: string) =>
  sealedApi<LoginValue & { expiresAt: string }>('/wps/session/login/freeplay', {
    os: 'web',
    platform: 'W',
    loginDeviceId,
  });

export const sendLoginCode = (mobileNum: string, countryDialingCode: string) =>
  api<{ expiredMinutes: number }>('/wps/verification/sms/noLogin', {
    method: 'POST',
    body: JSON.stringify({ mobileNum, countryDialingCode }),
  });

export const sendChallengeCode = (challengeId: string, method: VerifyMethod) =>
  api<{ expiredMinutes: number }>('/wps/session/login/verification/send', {
    method: 'POST',
    body: JSON.stringify({ challengeId, method }),
  });

export const completeChallenge = (challenge: LoginChallenge, method: VerifyMethod, code: string) =>
  sealedApi<LoginValue>('/wps/session/login/verification', { challengeId: challenge.challengeId, method, code });

export const logout = () => api<null>('/wps/session/logout', { method: 'DELETE' });

export const memberInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['member-info', token],
    queryFn: () => api<MemberInfo>('/wps/member/info'),
    enabled: token !== null,
    staleTime: 60_000,
  });

export type Balance = { sumBalance: string; currency: string; currencySymbol: string };

export const useBalance = (token: string | null) =>
  useQuery({
    queryKey: ['balance', token],
    queryFn: () => api<Balance>('/wps/v2/wallets/balance'),
    enabled: token !== null,
    staleTime: 30_000,
  });
