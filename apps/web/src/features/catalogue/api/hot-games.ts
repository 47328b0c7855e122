import type { GameCategory, GameEntry } from '@mekong/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client.ts';
import { useModule } from '../../../shared/system/status-context.ts';

export async function fetchHotGames(gameType?: GameCategory) {
  const p = new URLSearchParams();
  if (gameType) p.set('gameType', gameType);
  return (await api<{ list: GameEntry[] }>(`/wps/relay/GCSGAME_hotGamesV2?${p}`)).list;
}

/** GET /wps/relay/GCSGAME_hotGamesV2: the games the merchant marks hot. */
export const hotGamesQuery = (language: string, gameType?: GameCategory) =>
  queryOptions({
    queryKey: ['hotGames', language, gameType ?? 'ALL'],
    queryFn: () => fetchHotGames(gameType),
    staleTime: 60_000,
  });

/** Off when the merchant switched hot games (GAMELOHOT3) off. */
export function useHotGames(gameType?: GameCategory) {
  const { i18n } = useTranslation();
  const on = useModule('GAMELOHOT3');
  return { on, query: useQuery({ ...hotGamesQuery(i18n.language, gameType), enabled: on }) };
}
