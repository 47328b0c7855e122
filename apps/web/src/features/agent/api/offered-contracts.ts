import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session/session.ts';
import { agentKeys } from '../lib/keys.ts';
import { queryString } from '../lib/period.ts';
import type { ContractList } from '../lib/types.ts';

export type OfferedFilter = { kind: string; status: string; memberId: number | null; page: number; size: number };

export const fetchOffered = (f: OfferedFilter) => api<ContractList>(`/wps/agent/contracts?${queryString(null, f)}`);

/** GET /wps/agent/contracts: the contracts the agent offered its direct downline, newest first. */
export const offeredQuery = (token: string | null, f: OfferedFilter) =>
  queryOptions({
    queryKey: agentKeys.offered(token, f),
    queryFn: () => fetchOffered(f),
    enabled: !!token,
    placeholderData: keepPreviousData,
  });

export const useOffered = (f: OfferedFilter) =>
  useQuery(
    offeredQuery(
      useSession((s) => s.token),
      f,
    ),
  );
