import type { MerchantSettings, MerchantSettingsUpdate } from '@mekong/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';

/** Whose settings a page reads and changes: the calls' path and the cache key of its answer. */
export type SettingsSource = { path: string; key: readonly unknown[] };

/** GET and PATCH /wps/operator/merchant/settings: the signed-in operator's own brand. */
export const OWN_SETTINGS: SettingsSource = { path: '/wps/operator/merchant/settings', key: ['merchant-settings'] };

/** GET and PATCH /wps/operator/brands/:code/settings: any brand, for a platform operator (same body, same answer). */
export const brandSettings = (code: string): SettingsSource => ({
  path: `/wps/operator/brands/${encodeURIComponent(code)}/settings`,
  key: ['brand-settings', code],
});

/** The brand's settings (every staff role reads their own; a platform operator any brand's). */
export const useMerchantSettings = (source: SettingsSource = OWN_SETTINGS) =>
  useQuery({ queryKey: source.key, queryFn: () => api<MerchantSettings>(source.path) });

/** One group's part; the answer is the whole, saved. The brands list shows some of it (maintenance, domains). */
export const useSaveSettings = (source: SettingsSource = OWN_SETTINGS) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MerchantSettingsUpdate) => api<MerchantSettings>(source.path, { method: 'PATCH', body }),
    onSuccess: (saved) => {
      client.setQueryData(source.key, saved);
      void client.invalidateQueries({ queryKey: ['brands'] });
    },
  });
};
