import type { BetRecord, PersonalProfit, Wagering } from '@mekong/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { addDays, dayEndsAt, dayStartsAt, merchantDay } from '../../../shared/lib/dates.ts';

export type BetFilter = { category: string; status: string; from: string; to: string; page: number; size: number };

export const useBetRecord = (f: BetFilter) =>
  useQuery({
    queryKey: ['bets', f],
    queryFn: () => {
      const p = new URLSearchParams({ page: String(f.page), size: String(f.size) });
      if (f.category) p.set('category', f.category);
      if (f.status) p.set('status', f.status);
      if (f.from) p.set('from', dayStartsAt(f.from));
      if (f.to) p.set('to', dayEndsAt(f.to));
      return api<BetRecord>(`/wps/report/bets?${p}`);
    },
  });

/** Profit and loss over the merchant's last `days` days, today included. */
export const useProfit = (days: number) =>
  useQuery({
    queryKey: ['profit', days],
    queryFn: () => {
      const today = merchantDay();
      const p = new URLSearchParams({ from: dayStartsAt(addDays(today, -(days - 1))), to: dayEndsAt(today) });
      return api<PersonalProfit>(`/wps/report/profit?${p}`);
    },
  });

export const useWagering = () =>
  useQuery({ queryKey: ['wagering'], queryFn: () => api<Wagering>('/wps/member/wagering') });
