import type { VendorLanes } from '@mekong/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client.ts';

export type VendorLane = VendorLanes['data']['lanes'][number];

export const fetchVendorLanes = async () => (await api<VendorLanes>('/wps/relay/GCSGAME_gameVendor')).data.lanes;

/** GET /wps/relay/GCSGAME_gameVendor: one lane per category that has a vendor. */
export const vendorLanesQuery = (language: string) =>
  queryOptions({ queryKey: ['gameVendor', language], queryFn: fetchVendorLanes, staleTime: 60_000 });

export function useVendorLanes() {
  const { i18n } = useTranslation();
  return useQuery(vendorLanesQuery(i18n.language));
}
