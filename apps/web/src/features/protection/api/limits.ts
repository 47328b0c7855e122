import type { LimitKind, LimitPeriod, LimitSetRequest, PlayerLimits } from '@mekong/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

const LIMITS_KEY = ['member-limits'] as const;

/** GET /wps/member/limits: the player's limits with what each current period has used. */
export const fetchLimits = () => api<PlayerLimits>('/wps/member/limits');
export const useLimits = () => useQuery({ queryKey: LIMITS_KEY, queryFn: fetchLimits });

/** Both changes answer the limits as they now stand: the answer replaces the cached list. */
function useLimitsMutation<V>(call: (v: V) => Promise<PlayerLimits>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (limits) => queryClient.setQueryData(LIMITS_KEY, limits),
  });
}

/** PUT /wps/member/limits: set, lower, raise (amount) or remove (amount null) one limit. */
export const useSetLimitMutation = () =>
  useLimitsMutation((v: LimitSetRequest) =>
    api<PlayerLimits>('/wps/member/limits', { method: 'PUT', body: JSON.stringify(v) }),
  );

/** POST /wps/member/limits/confirm: an increase or removal whose cooling-off has passed. */
export const useConfirmLimitMutation = () =>
  useLimitsMutation((v: { kind: LimitKind; period: LimitPeriod }) =>
    api<PlayerLimits>('/wps/member/limits/confirm', { method: 'POST', body: JSON.stringify(v) }),
  );
