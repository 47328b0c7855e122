import type { ChannelListQuery, OperatorPaymentChannel, PaymentChannelInput } from '@mekong/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

const PATH = '/wps/operator/payment-channels';
const KEY = ['payment-channels'];

/** GET /wps/operator/payment-channels: a page of the brand's channels, by kind and switch, sorted. */
export const useChannels = (query: Partial<ChannelListQuery>) =>
  useQuery({
    queryKey: [...KEY, query],
    queryFn: () => api<{ total: number; list: OperatorPaymentChannel[] }>(PATH, { query }),
    placeholderData: (previous) => previous,
  });

/** POST (a new channel) or PUT /:id (the whole channel again, as the API takes it); the list reads again. */
export function useSaveChannel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: PaymentChannelInput }) =>
      api<OperatorPaymentChannel>(id ? `${PATH}/${id}` : PATH, { method: id ? 'PUT' : 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** A stored channel as the API takes it back, for a change of one thing (the switch). */
export const inputOf = (c: OperatorPaymentChannel): PaymentChannelInput => ({
  kind: c.kind,
  name: c.name,
  minAmount: c.minAmount,
  maxAmount: c.maxAmount,
  feeBps: c.feeBps,
  bankName: c.bankName,
  accountNumber: c.accountNumber,
  accountName: c.accountName,
  gateway: c.gateway,
  enabled: c.enabled,
  sort: c.sort,
});
