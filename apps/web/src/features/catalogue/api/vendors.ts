import type { VendorLanes } from '@mekong/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client.ts';

/** GET /wps/relay/GCSGAME_gameVendor: one lane per category that has a vendor. */
export function useVendorLanes() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['gameVendor', i18n.language],
    queryFn: async () => (await api<VendorLanes>('/wps/relay/GCSGAME_gameVendor')).data.lanes,
    staleTime: 60_000,
  });
}
