import type { PointDetail } from '@mekong/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { dayEndsAt, dayStartsAt } from '../../../shared/lib/dates.ts';

export type DetailFilter = { from: string; to: string; page: number; size: number };

export const usePointDetails = (f: DetailFilter) =>
  useQuery({
    queryKey: ['points', 'details', f],
    queryFn: () => {
      const p = new URLSearchParams({ page: String(f.page), size: String(f.size) });
      if (f.from) p.set('from', dayStartsAt(f.from));
      if (f.to) p.set('to', dayEndsAt(f.to));
      return api<PointDetail>(`/wps/relay/ODSFE2_MemTransDet?${p}`);
    },
  });
