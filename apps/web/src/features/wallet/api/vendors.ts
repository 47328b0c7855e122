import type { VendorLanes } from '@mekong/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

/** The vendor codes of the site (each may hold its own wallet on a transfer-wallet site). */
export const useVendorCodes = () =>
  useQuery({
    queryKey: ['vendor-codes'],
    queryFn: async () => {
      const v = await api<VendorLanes>('/wps/relay/GCSGAME_gameVendor');
      return [...new Set(v.data.lanes.flatMap((l) => l.cards.map((c) => c.vendorCode)))];
    },
    staleTime: 5 * 60_000,
  });
