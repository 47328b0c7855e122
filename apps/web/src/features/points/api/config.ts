import type { PointConfig } from '@mekong/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

/** The merchant's rules; visitors read them too. */
export const usePointConfig = () =>
  useQuery({ queryKey: ['points', 'config'], queryFn: () => api<PointConfig>('/wps/relay/MCS2_getPointConfig') });
