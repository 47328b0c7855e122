import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session/session.ts';
import { useModule } from '../../../shared/system/status-context.ts';

export const fetchFavouriteIds = async () => (await api<{ list: number[] }>('/wps/relay/MCSFE_getFavoriteGames')).list;

/** GET /wps/relay/MCSFE_getFavoriteGames: the member's favourite game ids, newest first. */
export const favouriteIdsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['favouriteIds', token],
    queryFn: fetchFavouriteIds,
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });

/** The stars of the signed-in member; nothing for a visitor or when GAMELOFAV3 is off. */
export function useFavouriteIds() {
  const token = useSession((s) => s.token);
  const on = useModule('GAMELOFAV3');
  const query = useQuery({ ...favouriteIdsQuery(token), enabled: on && token !== null });
  return { on: on && token !== null, ids: query.data };
}
