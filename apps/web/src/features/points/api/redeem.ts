import { useMutation } from '@tanstack/react-query';
import { sealedApi } from '../../../shared/api/sealed.ts';

export type RedeemResult = { id: number; points: string; replayed: boolean };

/** Sealed and password-checked; the key makes a double tap one redemption. */
export const redeemGoods = (body: {
  goodsId: number;
  quantity: number;
  address: string;
  paymentPassword: string;
  idempotencyKey: string;
}) => sealedApi<RedeemResult>('/wps/relay/MCS2_redeemPointReward', body);

export const useRedeemGoodsMutation = () => useMutation({ mutationFn: redeemGoods });
