import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

/** Minor units as a string (GUIDE point 5). */
export type Balance = { sumBalance: string; currency: string; currencySymbol: string };

/** GET /wps/v2/wallets/balance: the sum of the member's spendable wallets. */
export const useBalance = (token: string | null) =>
  useQuery({
    queryKey: ['balance', token],
    queryFn: () => api<Balance>('/wps/v2/wallets/balance'),
    enabled: token !== null,
    staleTime: 30_000,
  });
