import { queryOptions, useMutation } from '@tanstack/react-query';
import { houseApi } from '../../api/client.ts';
import type { PondReply, ShotReply } from './types.ts';

/** The window asks again this often; the server lists the fish entering in the next 6 s. */
const POLL_MS = 4_000;

/** The pond with the server's clock minus ours, taken as the answer arrives. */
export type PondRead = PondReply & { offsetMs: number };

/** GET /house/api/fish/pond, polled: the fish swimming and about to enter, and the bet levels. */
export const pondQuery = () =>
  queryOptions({
    queryKey: ['house', 'fish', 'pond'],
    queryFn: async (): Promise<PondRead> => {
      const reply = await houseApi<PondReply>('/fish/pond');
      return { ...reply, offsetMs: reply.serverTime - Date.now() };
    },
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: true,
    // The next poll is the retry.
    retry: false,
  });

/** POST /house/api/fish/shoot: one shot at one fish, one round. */
export const useShootMutation = () =>
  useMutation({
    mutationFn: (shot: { fishId: number; stake: string }) => houseApi<ShotReply>('/fish/shoot', shot),
  });
