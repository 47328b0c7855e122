import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session/session.ts';
import { agentKeys } from '../lib/keys.ts';
import type { Contract } from '../lib/types.ts';

export const fetchMyContracts = () => api<Contract[]>('/wps/member/contracts');

/** GET /wps/member/contracts: the member's contracts as a downline, offers included, newest first. */
export const myContractsQuery = (token: string | null) =>
  queryOptions({ queryKey: agentKeys.mine(token), queryFn: fetchMyContracts, enabled: !!token });

export const useMyContracts = () => useQuery(myContractsQuery(useSession((s) => s.token)));
