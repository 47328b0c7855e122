import type { MerchantSettings, MerchantSettingsUpdate } from '@mekong/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';

const PATH = '/wps/operator/merchant/settings';

/** GET /wps/operator/merchant/settings: the brand's settings (every staff role reads them). */
export const useMerchantSettings = () =>
  useQuery({ queryKey: ['merchant-settings'], queryFn: () => api<MerchantSettings>(PATH) });

/** PATCH /wps/operator/merchant/settings (admins): one group's part; the answer is the whole, saved. */
export const useSaveSettings = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MerchantSettingsUpdate) => api<MerchantSettings>(PATH, { method: 'PATCH', body }),
    onSuccess: (saved) => client.setQueryData(['merchant-settings'], saved),
  });
};
