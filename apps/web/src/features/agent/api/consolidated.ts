import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session/session.ts';
import { sessionFlags } from '../lib/flags.ts';
import { agentKeys } from '../lib/keys.ts';
import type { ConsolidatedFunds } from '../lib/types.ts';

/** The spec keeps this state in session storage (`consolidated`, `enableSalary`, `enableContract`). */
export async function fetchConsolidated() {
  const state = await api<ConsolidatedFunds>('/wps/member/info/funds/consolidated');
  const flags = sessionFlags(state);
  sessionStorage.setItem('consolidated', JSON.stringify(state));
  sessionStorage.setItem('enableSalary', String(flags.enableSalary));
  sessionStorage.setItem('enableContract', String(flags.enableContract));
  return state;
}

/** GET /wps/member/info/funds/consolidated: per contract kind, none (0), offered (1) or in force (2). */
export const consolidatedQuery = (token: string | null, enabled = true) =>
  queryOptions({
    queryKey: agentKeys.consolidated(token),
    queryFn: fetchConsolidated,
    enabled: !!token && enabled,
    staleTime: 60_000,
  });

export const useConsolidated = (enabled = true) =>
  useQuery(
    consolidatedQuery(
      useSession((s) => s.token),
      enabled,
    ),
  );
