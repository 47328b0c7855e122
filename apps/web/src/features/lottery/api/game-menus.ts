import type { LotteryMenuGroup, PrizeMode } from '@mekong/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client.ts';
import { lotteryKeys } from '../lib/keys.ts';

export function fetchGameMenus(prizeMode?: PrizeMode) {
  const query = prizeMode ? `?${new URLSearchParams({ prizeMode })}` : '';
  return api<LotteryMenuGroup[]>(`/lgw/games/game_menus${query}`);
}

/** GET /lgw/games/game_menus: lottery games by family group; every group (VN too) without a prize mode. */
export const gameMenusQuery = (language: string, prizeMode?: PrizeMode) =>
  queryOptions({
    queryKey: lotteryKeys.menus(language, prizeMode ?? 'ALL'),
    queryFn: () => fetchGameMenus(prizeMode),
    staleTime: 5 * 60_000,
  });

export function useGameMenus(prizeMode?: PrizeMode, enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({ ...gameMenusQuery(i18n.language, prizeMode), enabled });
}
