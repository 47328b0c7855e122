import type { WinFigures } from '@mekong/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client.ts';

/** GET /wps/relay/ODSFE2_getWinFigures: today's payouts and wins, and the week's big wins. */
export const winFiguresQuery = (language: string, limitNum = 12) =>
  queryOptions({
    queryKey: ['winFigures', language, limitNum],
    queryFn: () => api<WinFigures>(`/wps/relay/ODSFE2_getWinFigures?limitNum=${limitNum}`),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

export function useWinFigures() {
  const { i18n } = useTranslation();
  return useQuery(winFiguresQuery(i18n.language));
}
