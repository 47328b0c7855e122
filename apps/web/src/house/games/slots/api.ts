import { queryOptions, useMutation } from '@tanstack/react-query';
import { houseApi } from '../../api/client.ts';
import type { SlotRules, SpinReply } from './types.ts';

/** GET /house/api/slots/:game: the reels, pays and stakes of a slot. */
export const slotRulesQuery = (game: string) =>
  queryOptions({
    queryKey: ['house', 'slots', game, 'rules'],
    queryFn: () => houseApi<SlotRules>(`/slots/${encodeURIComponent(game)}`),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** POST /house/api/slots/:game/spin: one spin and every free spin it wins, as one round. */
export const useSpinMutation = (game: string) =>
  useMutation({
    mutationFn: (stake: string) => houseApi<SpinReply>(`/slots/${encodeURIComponent(game)}/spin`, { stake }),
  });
