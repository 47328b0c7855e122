import type { Announcements } from '@mekong/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client.ts';
import { HOME_ANNOUNCEMENTS } from '../../../shared/api/first-requests.ts';

/**
 * The original client's query: types B,PL,PU,PR (banner, popup list, popup, promotion), platform
 * W, execution B. On the home the page's boot script has made it already (shared/api/first-requests.ts)
 * and drawn its first banner into the outline; api() takes that answer.
 */
export const fetchAnnouncements = () => api<Announcements>(HOME_ANNOUNCEMENTS);

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
