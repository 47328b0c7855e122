import type { PromotionList } from '@mekong/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { promoKey } from './keys.ts';

/** GET /wps/promotion/list: the hall, with the caller's state of each promotion. */
export const usePromotionList = () =>
  useQuery({ queryKey: promoKey('list'), queryFn: () => api<PromotionList>('/wps/promotion/list') });
