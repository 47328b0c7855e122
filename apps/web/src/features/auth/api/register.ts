import type { RegisterRequest, RegisterRules } from '@mekong/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { sealedApi } from './sealed.ts';

export const useRegisterRules = () =>
  useQuery({
    queryKey: ['register-rules'],
    queryFn: () => api<RegisterRules>('/wps/system/setting/register'),
    staleTime: 5 * 60_000,
  });

export type Country = { countryCode: string; countryDialingCode: string; flag: string };

export const useCountries = () =>
  useQuery({
    queryKey: ['countries'],
    queryFn: async () => (await api<{ countries: Country[] }>('/wps/system/country')).countries,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const checkAffiliate = (code: string) =>
  api<null>(`/wps/agent/affiliate?code=${encodeURIComponent(code)}&domain=${encodeURIComponent(location.hostname)}`);

export const sendRegisterCode = (mobileNo: string, countryDialingCode: string) =>
  api<{ expiredMinutes: number }>(
    `/wps/verification/sms/register?mobileNo=${encodeURIComponent(mobileNo)}&countryDialingCode=${encodeURIComponent(countryDialingCode)}`,
  );

export const register = (method: 'username' | 'mobile', body: RegisterRequest) =>
  sealedApi<{ id: number; userName: string; token: string | null }>(
    method === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register',
    body,
    'PUT',
  );
