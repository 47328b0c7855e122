import type { operatorBreakRequest, operatorLimitRequest, PlayerProtection, playerBreak } from '@mekong/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../shared/api/client.ts';

export type LimitBody = z.output<typeof operatorLimitRequest>;
export type BreakBody = z.output<typeof operatorBreakRequest>;

const key = (id: number) => ['player', id, 'protection'] as const;

/** GET /wps/operator/players/:id/protection: limits with their use, breaks and the history of both. */
export const useProtection = (id: number) =>
  useQuery({ queryKey: key(id), queryFn: () => api<PlayerProtection>(`/wps/operator/players/${id}/protection`) });

/** POST /wps/operator/players/:id/limits: the answer is the whole protection view, kept as is. */
export function useLowerLimit(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LimitBody) =>
      api<PlayerProtection>(`/wps/operator/players/${id}/limits`, { method: 'POST', body }),
    onSuccess: (view) => client.setQueryData(key(id), view),
  });
}

/** POST /wps/operator/players/:id/breaks: the break starts at once; the view and the 360 read again. */
export function useSetBreak(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BreakBody) =>
      api<z.infer<typeof playerBreak>>(`/wps/operator/players/${id}/breaks`, { method: 'POST', body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['player', id] }),
  });
}
