import type { Player360, PlayerSearchQuery, playerPasswordResetValue, playerSearchValue } from '@mekong/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../shared/api/client.ts';

export type PlayerSearch = z.infer<typeof playerSearchValue>;

/** GET /wps/operator/players: paged, sorted and filtered on the server. */
export const usePlayerSearch = (query: PlayerSearchQuery) =>
  useQuery({
    queryKey: ['players', query],
    queryFn: () => api<PlayerSearch>('/wps/operator/players', { query }),
    placeholderData: (previous) => previous,
  });

/** GET /wps/operator/players/:id: the player 360. */
export const usePlayer = (id: number) =>
  useQuery({ queryKey: ['player', id], queryFn: () => api<Player360>(`/wps/operator/players/${id}`) });

/** Every player action: POST or PUT on the player, then the 360 and the lists read again. */
function usePlayerAction<Body, Value = null>(id: number, method: 'POST' | 'PUT', suffix: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api<Value>(`/wps/operator/${suffix}`, { method, body: body ?? {} }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['player', id] });
      void client.invalidateQueries({ queryKey: ['players'] });
    },
  });
}

export const useLock = (id: number, lock: boolean) =>
  usePlayerAction<{ reason: string }>(id, 'POST', `players/${id}/${lock ? 'lock' : 'unlock'}`);
export const useClearLockout = (id: number) => usePlayerAction<undefined>(id, 'POST', `members/${id}/unlock`);
export const usePasswordReset = (id: number) =>
  usePlayerAction<undefined, z.infer<typeof playerPasswordResetValue>>(id, 'POST', `players/${id}/password-reset`);
export const usePaymentPasswordReset = (id: number) =>
  usePlayerAction<undefined>(id, 'POST', `players/${id}/payment-password-reset`);
export const useNote = (id: number) => usePlayerAction<{ text: string }>(id, 'POST', `players/${id}/notes`);
export const useLabels = (id: number) =>
  usePlayerAction<{ memberLabels: string[]; clubLabel: string | null }>(id, 'PUT', `players/${id}/labels`);
