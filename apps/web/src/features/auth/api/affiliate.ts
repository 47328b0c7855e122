import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

/** GET /wps/agent/affiliate?code&domain: succeeds when the invitation code is valid here. */
export const checkAffiliate = (code: string) =>
  api<null>(`/wps/agent/affiliate?${new URLSearchParams({ code, domain: location.hostname })}`);

/** The check of the code a link carried; `data` is true when valid, false when not. */
export const useAffiliateCheck = (code: string | null) =>
  useQuery({
    queryKey: ['affiliate', code],
    queryFn: () => checkAffiliate(code as string).then(() => true),
    enabled: code !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
