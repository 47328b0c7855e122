import type { LotteryMenuGame } from '@mekong/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session/session.ts';
import { lotteryKeys } from '../lib/keys.ts';

export const fetchRecentLottery = () => api<LotteryMenuGame[]>('/lgw/vn/games/game_menu/recent');

/** GET /lgw/vn/games/game_menu/recent: the member's recently played lottery games (login). */
export const recentLotteryQuery = (token: string | null, language: string) =>
  queryOptions({
    queryKey: lotteryKeys.recent(token, language),
    queryFn: fetchRecentLottery,
    enabled: token !== null,
    staleTime: 60_000,
  });

export function useRecentLottery() {
  const { i18n } = useTranslation();
  const token = useSession((s) => s.token);
  return useQuery(recentLotteryQuery(token, i18n.language));
}
