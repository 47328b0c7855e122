import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, postJson } from '../../../shared/api/client.ts';
import { queryKeys } from '../../../shared/api/query-keys.ts';

/** After any action the hall, the detail, rewards, missions and the balance are read again. */
function useAfter() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ['promo'] });
    void client.invalidateQueries({ queryKey: queryKeys.balances });
  };
}

/** POST /wps/promotion/:id/apply: a remark (text) and up to three png/jpg images in base64. */
export function useApply(id: number) {
  const onSuccess = useAfter();
  return useMutation({
    mutationFn: (body: { remark: string; images: string[] }) =>
      api<{ id: number }>(`/wps/promotion/${id}/apply`, postJson(body)),
    onSuccess,
  });
}

/** The raffle answers its prize, a check-in its amount and streak, joining nothing. */
type ActionResult = { prize?: string; amount?: string; streak?: number } | null;

/** POST /wps/promotion/:id/join, /checkin, and the raffle relay. */
export function usePromoAction(id: number, action: 'join' | 'checkin' | 'raffle') {
  const onSuccess = useAfter();
  return useMutation({
    mutationFn: (): Promise<ActionResult> =>
      action === 'raffle'
        ? api<ActionResult>('/wps/relay/MCS2_claimRafflePromotion', postJson({ promotionId: id }))
        : api<ActionResult>(`/wps/promotion/${id}/${action}`, postJson({})),
    onSuccess,
  });
}

/** POST /wps/promotion/rewards/:id/claim and /wps/promotion/missions/:id/claim */
export function useClaim(kind: 'rewards' | 'missions') {
  const onSuccess = useAfter();
  return useMutation({
    mutationFn: (id: number) => api<{ amount: string }>(`/wps/promotion/${kind}/${id}/claim`, postJson({})),
    onSuccess,
  });
}
