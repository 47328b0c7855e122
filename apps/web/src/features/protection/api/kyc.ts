import type { PlayerKyc } from '@mekong/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, postJson } from '../../../shared/api/client.ts';

const KYC_KEY = ['member-kyc'] as const;

/** GET /wps/member/kyc: the player's identity-check level and the documents sent, with each decision. */
export const useKyc = () => useQuery({ queryKey: KYC_KEY, queryFn: () => api<PlayerKyc>('/wps/member/kyc') });

/** POST /wps/member/kyc/documents: one document in base64; the answer replaces the cached state. */
export function useSendKycDocumentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { kind: PlayerKyc['documents'][number]['kind']; file: string }) =>
      api<PlayerKyc>('/wps/member/kyc/documents', postJson(body)),
    onSuccess: (kyc) => queryClient.setQueryData(KYC_KEY, kyc),
  });
}
