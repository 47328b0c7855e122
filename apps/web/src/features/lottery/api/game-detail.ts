import type { GameDetail, PrizeMode } from '@mekong/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client.ts';
import { lotteryKeys } from '../lib/keys.ts';

export function fetchGameDetail(gameCode: string, prizeMode?: PrizeMode) {
  const p = new URLSearchParams({ gameCode });
  if (prizeMode) p.set('prizeMode', prizeMode);
  return api<GameDetail>(`/lgw/games/detail?${p}`);
}

/**
 * GET /lgw/games/detail: play types with the merchant's odds, limits and the odds version a slip
 * must carry. Without a prize mode the server answers the game's first.
 */
export const gameDetailQuery = (gameCode: string, prizeMode: PrizeMode | undefined, language: string) =>
  queryOptions({
    queryKey: lotteryKeys.detail(gameCode, prizeMode ?? 'DEFAULT', language),
    queryFn: () => fetchGameDetail(gameCode, prizeMode),
    staleTime: 60_000,
    retry: false,
  });

export function useGameDetail(gameCode: string, prizeMode?: PrizeMode) {
  const { i18n } = useTranslation();
  return useQuery({ ...gameDetailQuery(gameCode, prizeMode, i18n.language), enabled: gameCode !== '' });
}
