import type { Announcements } from '@mekong/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client.ts';

/** The original client's query: types B,PL,PU,PR (banner, popup list, popup, promotion), platform W, execution B. */
export const fetchAnnouncements = () =>
  api<Announcements>('/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B');

/** The spec's session storage key: set once the home popup has been shown in this session. */
export const POPUP_KEY = 'index_notice';

export const announcementsQuery = (language: string) =>
  queryOptions({
    queryKey: ['announcements', language],
    queryFn: fetchAnnouncements,
    staleTime: 60_000,
  });

/** GET /wps/relay/MCSFE_getListAnnouncements: banners, player notices, popup and promotion notices. */
export function useAnnouncements() {
  const { i18n } = useTranslation();
  return useQuery(announcementsQuery(i18n.language));
}
