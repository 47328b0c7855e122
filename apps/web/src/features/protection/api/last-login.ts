import type { LastLogin } from '@mekong/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session/session.ts';

/** GET /wps/member/last-login: the sign-in before this session (null on the first). */
export function useLastLogin(enabled: boolean) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: ['last-login', token],
    queryFn: () => api<LastLogin>('/wps/member/last-login'),
    enabled: enabled && token !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
