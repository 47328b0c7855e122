import type { HelpCenter } from '@mekong/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client.ts';

/** GET /wps/system/helpCenter: categories and articles in the current language. */
export function useHelpCenter() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['helpCenter', i18n.language],
    queryFn: () => api<HelpCenter>('/wps/system/helpCenter'),
    staleTime: 300_000,
  });
}
