import type { BetRecord, PersonalProfit, Wagering } from '@mekong/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export type BetFilter = { category: string; status: string; from: string; to: string; page: number; size: number };

/** A date input's day as the start of that day, and the end day as the start of the next. */
const dayStart = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const dayAfter = (day: string) => new Date(new Date(`${day}T00:00:00`).getTime() + 86_400_000).toISOString();

export const useBetRecord = (f: BetFilter) =>
  useQuery({
    queryKey: ['bets', f],
    queryFn: () => {
      const p = new URLSearchParams({ page: String(f.page), size: String(f.size) });
      if (f.category) p.set('category', f.category);
      if (f.status) p.set('status', f.status);
      if (f.from) p.set('from', dayStart(f.from));
      if (f.to) p.set('to', dayAfter(f.to));
      return api<BetRecord>(`/wps/report/bets?${p}`);
    },
  });

/** Profit and loss over the last `days` days, today included. */
export const useProfit = (days: number) =>
  useQuery({
    queryKey: ['profit', days],
    queryFn: () => {
      const today = new Date();
      const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
      const end = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
      const p = new URLSearchParams({ from: start.toISOString(), to: end.toISOString() });
      return api<PersonalProfit>(`/wps/report/profit?${p}`);
    },
  });

export const useWagering = () =>
  useQuery({ queryKey: ['wagering'], queryFn: () => api<Wagering>('/wps/member/wagering') });
