import type { PointDetail } from '@mekong/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export type DetailFilter = { from: string; to: string; page: number; size: number };

/** A date input's day as the start of that day, and the end day as the start of the next. */
const dayStart = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const dayAfter = (day: string) => new Date(new Date(`${day}T00:00:00`).getTime() + 86_400_000).toISOString();

export const usePointDetails = (f: DetailFilter) =>
  useQuery({
    queryKey: ['points', 'details', f],
    queryFn: () => {
      const p = new URLSearchParams({ page: String(f.page), size: String(f.size) });
      if (f.from) p.set('from', dayStart(f.from));
      if (f.to) p.set('to', dayAfter(f.to));
      return api<PointDetail>(`/wps/relay/ODSFE2_MemTransDet?${p}`);
    },
  });
