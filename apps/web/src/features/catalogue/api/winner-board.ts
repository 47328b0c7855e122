import type { GameCategory } from '@mekong/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client.ts';

/** One big win: the account masked by the server (ab***9), the win over the stake in minor units. */
export type Winner = { vo: { customerName: string; winAmount: string; gameName: string; category: string } };

export function fetchWinnerBoard(category: GameCategory | 'ALL', limitNum: number) {
  const p = new URLSearchParams({ gameCategory: category, limitNum: String(limitNum) });
  return api<{ list: Winner[] }>(`/wps/relay/ODSFE2_getWinnerBoard?${p}`);
}

/** GET /wps/relay/ODSFE2_getWinnerBoard: the week's biggest wins on this site. */
export const winnerBoardQuery = (language: string, category: GameCategory | 'ALL' = 'ALL', limitNum = 10) =>
  queryOptions({
    queryKey: ['winnerBoard', language, category, limitNum],
    queryFn: async () => (await fetchWinnerBoard(category, limitNum)).list,
    staleTime: 60_000,
    refetchInterval: 60_000,
  });

export function useWinnerBoard(category: GameCategory | 'ALL' = 'ALL', limitNum = 10) {
  const { i18n } = useTranslation();
  return useQuery(winnerBoardQuery(i18n.language, category, limitNum));
}
