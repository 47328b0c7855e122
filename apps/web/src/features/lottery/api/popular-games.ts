import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client.ts';
import { lotteryKeys } from '../lib/keys.ts';
import type { PopularGame } from '../lib/types.ts';

export const fetchPopularGames = () => api<PopularGame[]>('/lgw/games/popular');

/** GET /lgw/games/popular: the HOT lottery games (the menu's HOT list and the hall's swiper). */
export const popularGamesQuery = (language: string) =>
  queryOptions({ queryKey: lotteryKeys.popular(language), queryFn: fetchPopularGames, staleTime: 5 * 60_000 });

export function usePopularGames(enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({ ...popularGamesQuery(i18n.language), enabled });
}
