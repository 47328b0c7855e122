import type { kycDecision, kycQueue, kycQueueQuery, PlayerKyc } from '@mekong/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, apiFile } from '../../shared/api/client.ts';

export type KycQuery = z.output<typeof kycQueueQuery>;
export type KycStatus = KycQuery['status'];
export type KycRow = z.infer<typeof kycQueue>['list'][number];
export type KycDecisionBody = z.output<typeof kycDecision>;

const KEY = 'kyc-queue';

/** GET /wps/operator/kyc: one status's documents, oldest first, paged on the server. */
export const useKycQueue = (query: KycQuery) =>
  useQuery({
    queryKey: [KEY, query],
    queryFn: () => api<z.infer<typeof kycQueue>>('/wps/operator/kyc', { query }),
    placeholderData: (previous) => previous,
  });

/**
 * POST /wps/operator/kyc/:memberId/decision: decides every pending document of the player. A
 * refusal refreshes the queue too: another reviewer may have decided them meanwhile.
 */
export function useKycDecision(memberId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: KycDecisionBody) =>
      api<PlayerKyc>(`/wps/operator/kyc/${memberId}/decision`, { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: [KEY] }),
  });
}

export const isImage = (file: string) => /\.(png|jpg)$/.test(file);

/** A file's bytes as a data: URL, which the console's Content-Security-Policy lets an <img> show (blob: it does not). */
const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

/**
 * A document's image (`kyc-documents/<name>`), fetched with the operator's session: a plain
 * <img src> could not send the token, which lives in sessionStorage rather than in a cookie.
 */
export const useDocumentImage = (file: string, enabled = true) =>
  useQuery({
    queryKey: ['kyc-document', file],
    queryFn: async () => dataUrlOf((await apiFile(`/wps/operator/uploads/${file}`)).blob),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
  });

/** A pdf document, fetched with the session: the server sends it as an attachment, never shown in the page. */
export const downloadDocument = (file: string) => apiFile(`/wps/operator/uploads/${file}`);
