import { useQuery } from '@tanstack/react-query';
import { useSession } from '../session/session.ts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** Minor units as a string: amounts never pass through a float. */
export type Balance = { sumBalance: string; currency: string; currencySymbol: string };

/** GET /wps/v2/wallets/balance: the sum of the signed-in member's spendable wallets. */
export function useBalance() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: queryKeys.balance(token),
    queryFn: () => api<Balance>('/wps/v2/wallets/balance'),
    enabled: token !== null,
    staleTime: 30_000,
  });
}
