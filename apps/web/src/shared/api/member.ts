import type { MemberInfo } from '@mekong/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keepMember, useSession } from '../session/session.ts';
import { TRIAL } from './account-types.ts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** GET /wps/member/info for the session `token`; what the spec keeps in session storage is copied there. */
export const memberQuery = (token: string | null) =>
  queryOptions({
    queryKey: queryKeys.member(token),
    queryFn: async () => {
      const member = await api<MemberInfo>('/wps/member/info');
      if (token) keepMember(token, member);
      return member;
    },
    enabled: token !== null,
    staleTime: 60_000,
  });

/**
 * The signed-in member, or null while signed out or not yet loaded. Screens read what the shell
 * keeps loaded (the session boot holds the one query that refetches): showing a screen does not
 * read the member again.
 */
export function useMember(): MemberInfo | null {
  const token = useSession((s) => s.token);
  return useQuery({ ...memberQuery(token), refetchOnMount: false }).data ?? null;
}

/** A trial account (type 4) plays with play money and may not use what needs a real account. */
export const isTrial = (member: MemberInfo | null) => member?.type === TRIAL;
