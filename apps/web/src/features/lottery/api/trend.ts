import type { TrendValue } from '@mekong/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { lotteryKeys } from '../lib/keys.ts';

export const TREND_DRAWS = 30;

export const fetchTrend = (gameCode: string, count: number) =>
  api<TrendValue>(`/lgw/games/trend?${new URLSearchParams({ gameCode, count: String(count) })}`);

/** GET /lgw/games/trend: the last draws and, per position, how often each value came out. */
export const trendQuery = (gameCode: string, count = TREND_DRAWS) =>
  queryOptions({ queryKey: lotteryKeys.trend(gameCode, count), queryFn: () => fetchTrend(gameCode, count) });

export const useTrend = (gameCode: string, count = TREND_DRAWS) => useQuery(trendQuery(gameCode, count));
