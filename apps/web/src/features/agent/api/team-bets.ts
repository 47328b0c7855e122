import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session/session.ts';
import { agentKeys } from '../lib/keys.ts';
import { type Period, queryString } from '../lib/period.ts';
import type { TeamBets } from '../lib/types.ts';

export type BetsFilter = {
  period: Period;
  category: string;
  status: string;
  account: string;
  page: number;
  size: number;
};

export const fetchTeamBets = ({ period, ...rest }: BetsFilter) =>
  api<TeamBets>(`/wps/agent/team/bets?${queryString(period, { ...rest, account: rest.account.trim() })}`);

/** GET /wps/agent/team/bets: the team's bets over the period, newest first, with totals. */
export const teamBetsQuery = (token: string | null, f: BetsFilter) =>
  queryOptions({
    queryKey: agentKeys.bets(token, f),
    queryFn: () => fetchTeamBets(f),
    enabled: !!token,
    placeholderData: keepPreviousData,
  });

export const useTeamBets = (f: BetsFilter) =>
  useQuery(
    teamBetsQuery(
      useSession((s) => s.token),
      f,
    ),
  );
