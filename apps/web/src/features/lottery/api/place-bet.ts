import type { PlaceLotteryBetRequest } from '@mekong/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, postJson } from '../../../shared/api/client.ts';
import type { PlacedSlip } from '../lib/types.ts';

/** POST /lgw/bets: the slip on one draw, debited at once; `clientRef` makes a retry safe. */
export const placeLotteryBet = (slip: PlaceLotteryBetRequest) => api<PlacedSlip>('/lgw/bets', postJson(slip));

export const usePlaceLotteryBetMutation = () => useMutation({ mutationFn: placeLotteryBet });
