import type { GameEntry } from '@mekong/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session/session.ts';
import { useModule } from '../../../shared/system/status-context.ts';

export const fetchFavouriteList = async () =>
  (await api<{ list: GameEntry[] }>('/wps/relay/MCSFE_getFavoriteGamesList')).list;

/** GET /wps/relay/MCSFE_getFavoriteGamesList: the favourite games themselves, newest first. */
export const favouriteListQuery = (token: string | null, language: string) =>
  queryOptions({
    queryKey: ['favouriteList', token, language],
    queryFn: fetchFavouriteList,
    enabled: token !== null,
  });

export function useFavouriteList() {
  const { i18n } = useTranslation();
  const token = useSession((s) => s.token);
  const on = useModule('GAMELOFAV3') && token !== null;
  return { on, query: useQuery({ ...favouriteListQuery(token, i18n.language), enabled: on }) };
}
