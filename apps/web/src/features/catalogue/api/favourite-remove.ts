import { useMutation } from '@tanstack/react-query';
import { api, postJson } from '../../../shared/api/client.ts';

/** POST /wps/relay/MCSFE_removeFavoriteGame: answers the favourite ids after the change. */
export const removeFavourite = async (gameId: number) =>
  (await api<{ list: number[] }>('/wps/relay/MCSFE_removeFavoriteGame', postJson({ gameId }))).list;

export const useRemoveFavouriteMutation = () => useMutation({ mutationFn: removeFavourite });
