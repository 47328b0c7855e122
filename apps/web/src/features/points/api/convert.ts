import { useMutation } from '@tanstack/react-query';
import { sealedApi } from '../../../shared/api/sealed.ts';

export type ConvertResult = { transactionId: number; points: string; amount: string; replayed: boolean };

export const convertPoints = (body: { points: string; paymentPassword: string; idempotencyKey: string }) =>
  sealedApi<ConvertResult>('/wps/relay/MCS2_convertPoint', body);

export const useConvertPointsMutation = () => useMutation({ mutationFn: convertPoints });
