import type { MemberInfo } from '@mekong/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

/** GET /wps/member/info, keyed by the session token so a new session never sees the old member. */
export const memberInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['member-info', token],
    queryFn: () => api<MemberInfo>('/wps/member/info'),
    enabled: token !== null,
    staleTime: 60_000,
  });

export const useMemberInfo = (token: string | null) => useQuery(memberInfoQuery(token));
