import type { PointGoods } from '@mekong/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export const usePointGoods = () =>
  useQuery({ queryKey: ['points', 'goods'], queryFn: () => api<PointGoods[]>('/wps/relay/MCS2_getPointReward') });
