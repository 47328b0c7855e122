import type { PrizeMode } from '@mekong/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { lotteryKeys } from '../lib/keys.ts';
import type { HotNumbers } from '../lib/types.ts';

/** Shown beside the VN picker; the full list has the most the server gives. */
export const HOT_SHOWN = 20;
export const HOT_FULL = 100;

export function fetchHotNumbers(gameCode: string, prizeMode: PrizeMode, count: number) {
  const p = new URLSearchParams({ gameCode, prizeMode, count: String(count) });
  return api<HotNumbers>(`/lgw/vn/numeros/popular?${p}`);
}

/** GET /lgw/vn/numeros/popular: the most drawn two-digit endings of the latest draws. */
export const hotNumbersQuery = (gameCode: string, prizeMode: PrizeMode, count: number) =>
  queryOptions({
    queryKey: lotteryKeys.hotNumbers(gameCode, prizeMode, count),
    queryFn: () => fetchHotNumbers(gameCode, prizeMode, count),
    staleTime: 60_000,
  });

export const useHotNumbers = (gameCode: string, prizeMode: PrizeMode, count: number, enabled = true) =>
  useQuery({ ...hotNumbersQuery(gameCode, prizeMode, count), enabled });
