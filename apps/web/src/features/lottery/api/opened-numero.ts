import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { lotteryKeys } from '../lib/keys.ts';
import type { DrawPage } from '../lib/types.ts';

export function fetchDrawResults(gameCode: string, pageNo: number, pageSize: number) {
  const p = new URLSearchParams({ gameCode, pageNo: String(pageNo), pageSize: String(pageSize) });
  return api<DrawPage>(`/lotto/lgw/games/opened/numero?${p}`);
}

/** GET /lotto/lgw/games/opened/numero: drawn results, newest first, page by page. */
export const drawResultsQuery = (gameCode: string, pageNo: number, pageSize: number) =>
  queryOptions({
    queryKey: lotteryKeys.history(gameCode, pageNo, pageSize),
    queryFn: () => fetchDrawResults(gameCode, pageNo, pageSize),
    placeholderData: keepPreviousData,
  });

export const useDrawResults = (gameCode: string, pageNo: number, pageSize = 10) =>
  useQuery(drawResultsQuery(gameCode, pageNo, pageSize));
