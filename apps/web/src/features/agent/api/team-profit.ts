import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session/session.ts';
import { agentKeys } from '../lib/keys.ts';
import { type Period, queryString } from '../lib/period.ts';
import type { TeamProfit } from '../lib/types.ts';

export type ProfitFilter = { period: Period; uplineId: number | null; page: number; size: number };

export const fetchTeamProfit = ({ period, ...rest }: ProfitFilter) =>
  api<TeamProfit>(`/wps/agent/team/profit?${queryString(period, rest)}`);

/** GET /wps/agent/team/profit: each direct downline (of the caller or of `uplineId`), self and team. */
export const teamProfitQuery = (token: string | null, f: ProfitFilter) =>
  queryOptions({
    queryKey: agentKeys.profit(token, f),
    queryFn: () => fetchTeamProfit(f),
    enabled: !!token,
    placeholderData: keepPreviousData,
  });

export const useTeamProfit = (f: ProfitFilter) =>
  useQuery(
    teamProfitQuery(
      useSession((s) => s.token),
      f,
    ),
  );
