import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session/session.ts';
import { agentKeys } from '../lib/keys.ts';
import { type Period, queryString } from '../lib/period.ts';
import type { ContractKind, Income } from '../lib/types.ts';

export type IncomeFilter = { period: Period; kind: ContractKind | ''; page: number; size: number };

export const fetchIncome = ({ period, ...rest }: IncomeFilter) =>
  api<Income>(`/wps/agent/income?${queryString(period, rest)}`);

/** GET /wps/agent/income: what the caller's contracts paid it, newest first, with totals per kind. */
export const incomeQuery = (token: string | null, f: IncomeFilter) =>
  queryOptions({
    queryKey: agentKeys.income(token, f),
    queryFn: () => fetchIncome(f),
    enabled: !!token,
    placeholderData: keepPreviousData,
    retry: 0,
  });

export const useIncome = (f: IncomeFilter) =>
  useQuery(
    incomeQuery(
      useSession((s) => s.token),
      f,
    ),
  );
