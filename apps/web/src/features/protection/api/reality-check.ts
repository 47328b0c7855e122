import type { RealityCheck } from '@mekong/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../shared/api/client.ts';
import { isTrial, useMember } from '../../../shared/api/member.ts';
import { useSession } from '../../../shared/session/session.ts';
import { sessionStartOnDevice } from '../reality-timer.ts';

/** The session's figures with its start on this device's clock (see reality-timer.ts). */
export type RealityState = RealityCheck & { startedAt: number };

const key = (token: string | null) => ['reality-check', token] as const;

async function fetchRealityCheck(): Promise<RealityState> {
  const value = await api<RealityCheck>('/wps/member/reality-check');
  return { ...value, startedAt: sessionStartOnDevice(Date.now(), value.minutes) };
}

/**
 * GET /wps/member/reality-check for this session. Read once per session for the schedule (the
 * dialog asks again for fresh figures when it opens); the start stays as first anchored.
 */
export function useRealityCheck() {
  const token = useSession((s) => s.token);
  // A trial, or a member who must change the password first, has no reality check to read.
  const member = useMember();
  return useQuery({
    queryKey: key(token),
    queryFn: fetchRealityCheck,
    enabled: token !== null && member !== null && !isTrial(member) && !member.forceChangePassword,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The figures again, keeping the session's first anchored start. */
export function useRefreshRealityCheck() {
  const token = useSession((s) => s.token);
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const before = queryClient.getQueryData<RealityState>(key(token));
    const fresh = await fetchRealityCheck();
    const next = { ...fresh, startedAt: before?.startedAt ?? fresh.startedAt };
    queryClient.setQueryData(key(token), next);
    return next;
  }, [queryClient, token]);
}

/** PUT /wps/member/reality-check: the player's own interval, or null for the brand's. */
export function useSetRealityIntervalMutation() {
  const token = useSession((s) => s.token);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (intervalMinutes: number | null) =>
      api<RealityCheck>('/wps/member/reality-check', { method: 'PUT', body: JSON.stringify({ intervalMinutes }) }),
    onSuccess: (value) =>
      queryClient.setQueryData<RealityState>(key(token), (before) => ({
        ...value,
        startedAt: before?.startedAt ?? sessionStartOnDevice(Date.now(), value.minutes),
      })),
  });
}
