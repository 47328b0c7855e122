import type { PromotionDetail } from '@mekong/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { promoKey } from './keys.ts';

/** GET /wps/promotion/:id */
export const usePromotionDetail = (id: number | null) =>
  useQuery({
    queryKey: promoKey('detail', id),
    queryFn: () => api<PromotionDetail>(`/wps/promotion/${id}`),
    enabled: id !== null,
  });
