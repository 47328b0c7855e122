import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export type PointBalance = { points: string; held: string };

export const useSignedInPointBalance = (enabled: boolean) =>
  useQuery({
    queryKey: ['points', 'balance'],
    queryFn: () => api<PointBalance>('/wps/relay/MCS2_getPointBalance'),
    enabled,
  });
