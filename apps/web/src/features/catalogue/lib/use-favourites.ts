import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAddFavouriteMutation } from '../api/favourite-add.ts';
import { useFavouriteIds } from '../api/favourite-ids.ts';
import { useRemoveFavouriteMutation } from '../api/favourite-remove.ts';

/** The member's stars: which games are favourites and a toggle that keeps every list in step. */
export function useFavourites() {
  const { on, ids } = useFavouriteIds();
  const queryClient = useQueryClient();
  const add = useAddFavouriteMutation();
  const remove = useRemoveFavouriteMutation();
  const [error, setError] = useState<string | null>(null);
  const toggle = async (gameId: number) => {
    setError(null);
    try {
      const next = ids?.includes(gameId) ? await remove.mutateAsync(gameId) : await add.mutateAsync(gameId);
      queryClient.setQueriesData({ queryKey: ['favouriteIds'] }, next);
      await queryClient.invalidateQueries({ queryKey: ['favouriteList'] });
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return { on, isFavourite: (gameId: number) => ids?.includes(gameId) ?? false, toggle, error };
}
