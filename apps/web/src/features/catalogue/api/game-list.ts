import type { GameCategory, GameList } from '@mekong/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client.ts';

export type GameListFilter = { gameType?: GameCategory | undefined; vassalage?: string | undefined; search?: string };

/** Enough to fill a few rows on a desktop without a long first answer on a phone. */
export const GAME_PAGE_SIZE = 24;

export function fetchGameList(f: GameListFilter, pageNo: number, pageSize = GAME_PAGE_SIZE) {
  const p = new URLSearchParams({ pageNo: String(pageNo), pageSize: String(pageSize) });
  if (f.gameType) p.set('gameType', f.gameType);
  if (f.vassalage) p.set('vassalage', f.vassalage);
  if (f.search) p.set('search', f.search);
  return api<GameList>(`/wps/relay/GCSGAME_gameList?${p}`);
}

/** The page after the ones loaded, while the server says there are more. */
export const nextGamePage = (last: GameList, loaded: GameList[]) =>
  loaded.length < last.totalPages ? loaded.length + 1 : undefined;

/** GET /wps/relay/GCSGAME_gameList, page by page ("load more"); names come in the page's language. */
export const gameListQuery = (f: GameListFilter, language: string) =>
  infiniteQueryOptions({
    queryKey: ['gameList', language, f],
    queryFn: ({ pageParam }) => fetchGameList(f, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextGamePage,
    // A new search keeps the old grid on screen until its answer arrives.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function useGameList(f: GameListFilter, enabled = true) {
  const { i18n } = useTranslation();
  return useInfiniteQuery({ ...gameListQuery(f, i18n.language), enabled });
}
