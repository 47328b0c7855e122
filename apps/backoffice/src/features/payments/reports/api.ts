import type { PayoutReport, PayoutReportQuery } from '@mekong/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiFile } from '../../../shared/api/client.ts';

export type PayoutReportState = PayoutReportQuery['state'];
const KEY = 'payout-reports';

/** GET /wps/operator/withdrawals/reports: open ones oldest first, resolved ones newest first, paged. */
export const usePayoutReports = (query: PayoutReportQuery) =>
  useQuery({
    queryKey: [KEY, query],
    queryFn: () => api<{ total: number; list: PayoutReport[] }>('/wps/operator/withdrawals/reports', { query }),
    placeholderData: (previous) => previous,
  });

/** POST /wps/operator/withdrawals/:id/report-resolve. A refusal refreshes too: someone else may have closed it. */
export function useResolveReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) =>
      api<PayoutReport>(`/wps/operator/withdrawals/${id}/report-resolve`, { method: 'POST', body: { note } }),
    onSettled: () => client.invalidateQueries({ queryKey: [KEY] }),
  });
}

/** A file's bytes as a data: URL, which the console's Content-Security-Policy lets an <img> show (blob: it does not). */
const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

/**
 * A proof image (`withdrawal-proofs/<name>`), fetched with the operator's session: a plain <img src>
 * could not send the token, which lives in sessionStorage rather than in a cookie.
 */
export const useProof = (proof: string) =>
  useQuery({
    queryKey: ['proof', proof],
    queryFn: async () => dataUrlOf((await apiFile(`/wps/operator/uploads/${proof}`)).blob),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
  });
