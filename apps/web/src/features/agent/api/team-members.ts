import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session/session.ts';
import { agentKeys } from '../lib/keys.ts';
import { queryString } from '../lib/period.ts';
import type { TeamMembers } from '../lib/types.ts';

/** `level` counts from the caller (1 = direct); `uplineId` lists that member's direct downline. */
export type MembersFilter = {
  search: string;
  level: number | null;
  uplineId: number | null;
  page: number;
  size: number;
};

export const fetchTeamMembers = (f: MembersFilter) =>
  api<TeamMembers>(`/wps/agent/team/members?${queryString(null, { ...f, search: f.search.trim() })}`);

/** GET /wps/agent/team/members: one level of the team, or a search through all of it. */
export const teamMembersQuery = (token: string | null, f: MembersFilter) =>
  queryOptions({
    queryKey: agentKeys.members(token, f),
    queryFn: () => fetchTeamMembers(f),
    enabled: !!token,
    placeholderData: keepPreviousData,
  });

export const useTeamMembers = (f: MembersFilter) =>
  useQuery(
    teamMembersQuery(
      useSession((s) => s.token),
      f,
    ),
  );
