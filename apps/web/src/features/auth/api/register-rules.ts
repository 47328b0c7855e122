import type { RegisterRules } from '@mekong/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

/** GET /wps/system/setting/register: one rule per registration field. */
export const useRegisterRules = () =>
  useQuery({
    queryKey: ['register-rules'],
    queryFn: () => api<RegisterRules>('/wps/system/setting/register'),
    staleTime: 5 * 60_000,
  });
