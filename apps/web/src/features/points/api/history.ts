import type { PointRedemption, RedeemStatus } from '@mekong/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export type RedeemFilter = { status: RedeemStatus | ''; page: number; size: number };

export const useRedeemList = (f: RedeemFilter) =>
  useQuery({
    queryKey: ['points', 'history', f],
    queryFn: () => {
      const p = new URLSearchParams({ page: String(f.page), size: String(f.size) });
      if (f.status) p.set('status', f.status);
      return api<{ total: number; list: PointRedemption[] }>(`/wps/relay/MCS2_getRedeemPointList?${p}`);
    },
  });
