import { useMutation } from '@tanstack/react-query';
import { api, postJson } from '../../../shared/api/client.ts';

/** POST /wps/relay/MCSFE_addFavoriteGame: answers the favourite ids after the change. */
export const addFavourite = async (gameId: number) =>
  (await api<{ list: number[] }>('/wps/relay/MCSFE_addFavoriteGame', postJson({ gameId }))).list;

export const useAddFavouriteMutation = () => useMutation({ mutationFn: addFavourite });
