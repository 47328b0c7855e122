import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session/session.ts';
import { agentKeys } from '../lib/keys.ts';
import type { TeamMemberDetail } from '../lib/types.ts';

export const fetchTeamMember = (id: number) => api<TeamMemberDetail>(`/wps/agent/team/members/${id}`);

/** GET /wps/agent/team/members/:id: one member of the team, the path down to them, their contracts. */
export const teamMemberQuery = (token: string | null, id: number) =>
  queryOptions({ queryKey: agentKeys.member(token, id), queryFn: () => fetchTeamMember(id), enabled: !!token });

export const useTeamMember = (id: number) =>
  useQuery(
    teamMemberQuery(
      useSession((s) => s.token),
      id,
    ),
  );
