import type {
  AdjustmentList,
  AdjustmentListQuery,
  AdjustmentRequest,
  BalanceAdjustment,
  MerchantSettings,
} from '@mekong/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';

/**
 * Balance adjustments, used by the player 360 (ask, and the player's own list) and by the
 * adjustments page (the approval queue): one place, so both read and refresh the same entries.
 */

/** GET /wps/operator/adjustments: newest first, by status and player. */
export const useAdjustments = (query: Partial<AdjustmentListQuery>) =>
  useQuery({
    queryKey: ['adjustments', query],
    queryFn: () => api<AdjustmentList>('/wps/operator/adjustments', { query }),
    placeholderData: (previous) => previous,
  });

/** What an adjustment changes on screen: the lists, the player's balances, the players' list. */
function useRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ['adjustments'] });
    void client.invalidateQueries({ queryKey: ['player'] });
    void client.invalidateQueries({ queryKey: ['players'] });
  };
}

/** POST /wps/operator/players/:id/adjustments: APPLIED at once up to the threshold, else PENDING. */
export function useRequestAdjustment(memberId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: AdjustmentRequest) =>
      api<BalanceAdjustment>(`/wps/operator/players/${memberId}/adjustments`, { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export type Verdict = 'approve' | 'reject';

/** POST /wps/operator/adjustments/:id/approve or /reject. A refusal refreshes too: it may say the entry moved on. */
export function useDecideAdjustment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, verdict, note }: { id: number; verdict: Verdict; note: string }) =>
      api<BalanceAdjustment>(`/wps/operator/adjustments/${id}/${verdict}`, {
        method: 'POST',
        body: note ? { note } : {},
      }),
    onSettled: refresh,
  });
}

/**
 * The brand's approval threshold (minor units), read from its settings, which every staff role
 * may read. The settings page's query under the same key, so a saved change shows here at once.
 */
export const useApprovalThreshold = () =>
  useQuery({
    queryKey: ['merchant-settings'],
    queryFn: () => api<MerchantSettings>('/wps/operator/merchant/settings'),
    select: (s) => s.adjustmentApprovalAbove,
  });
