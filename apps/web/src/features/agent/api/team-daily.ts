import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session/session.ts';
import { agentKeys } from '../lib/keys.ts';
import { type Period, queryString } from '../lib/period.ts';
import type { TeamDaily } from '../lib/types.ts';

export const fetchTeamDaily = (p: Period) => api<TeamDaily>(`/wps/agent/team/daily?${queryString(p)}`);

/** GET /wps/agent/team/daily: the team's figures per day of the period, for the chart. */
export const teamDailyQuery = (token: string | null, p: Period) =>
  queryOptions({ queryKey: agentKeys.daily(token, p), queryFn: () => fetchTeamDaily(p), enabled: !!token, retry: 0 });

export const useTeamDaily = (p: Period) =>
  useQuery(
    teamDailyQuery(
      useSession((s) => s.token),
      p,
    ),
  );
