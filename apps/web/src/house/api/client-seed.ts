import { useMutation } from '@tanstack/react-query';
import { type Fair, houseApi } from './client.ts';

/** POST /house/api/client-seed: the player's own seed for the rounds to come. */
export const useClientSeedMutation = () =>
  useMutation({
    mutationFn: (clientSeed: string) => houseApi<Fair>('/client-seed', { clientSeed }),
  });
