import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session/session.ts';
import { agentKeys } from '../lib/keys.ts';
import { type Period, queryString } from '../lib/period.ts';
import type { TeamOverview } from '../lib/types.ts';

export const fetchTeamOverview = (p: Period) => api<TeamOverview>(`/wps/agent/team/overview?${queryString(p)}`);

/** GET /wps/agent/team/overview: the whole downline's figures over the period. */
export const teamOverviewQuery = (token: string | null, p: Period) =>
  queryOptions({ queryKey: agentKeys.overview(token, p), queryFn: () => fetchTeamOverview(p), enabled: !!token });

export const useTeamOverview = (p: Period) =>
  useQuery(
    teamOverviewQuery(
      useSession((s) => s.token),
      p,
    ),
  );
