import type { Announcements } from '@mekong/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';

/** The original client's query: types B,PL,PU,PR (banner, popup list, popup, promotion), platform W, execution B. */
const fetchFromServer = () =>
  api<Announcements>('/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B');

type BootCall = { language: string; token: string; answer: Promise<{ success?: boolean; value?: Announcements }> };

/**
 * The same call, made by the page's boot script on the home before the app started (it draws the
 * first banner into the outline: build/boot-preload.ts). Taken once, when it was made in this
 * language and session and succeeded; otherwise the app asks the server itself.
 */
export function fetchAnnouncements(): Promise<Announcements> {
  const holder = window as { __mekongHome?: BootCall };
  const boot = holder.__mekongHome;
  holder.__mekongHome = undefined;
  if (!boot || boot.language !== currentLanguage() || boot.token !== (sessionStorage.getItem('token') ?? ''))
    return fetchFromServer();
  return boot.answer.then(
    (envelope) => (envelope?.success && envelope.value ? envelope.value : fetchFromServer()),
    () => fetchFromServer(),
  );
}

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
