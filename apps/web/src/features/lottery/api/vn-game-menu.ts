import type { LotteryMenuGroup, PrizeMode } from '@mekong/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client.ts';
import { lotteryKeys } from '../lib/keys.ts';

export const fetchVnGameMenu = (prizeMode: PrizeMode) =>
  api<LotteryMenuGroup[]>(`/lgw/vn/games/game_menu?${new URLSearchParams({ prizeMode })}`);

/** GET /lgw/vn/games/game_menu: the VN regions (north, central, south) and their provinces. */
export const vnGameMenuQuery = (language: string, prizeMode: PrizeMode) =>
  queryOptions({
    queryKey: lotteryKeys.vnMenu(language, prizeMode),
    queryFn: () => fetchVnGameMenu(prizeMode),
    staleTime: 5 * 60_000,
  });

export function useVnGameMenu(prizeMode: PrizeMode = 'Lott') {
  const { i18n } = useTranslation();
  return useQuery(vnGameMenuQuery(i18n.language, prizeMode));
}
