import type { AnnouncementListQuery, NewAnnouncement, operatorAnnouncement } from '@mekong/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../shared/api/client.ts';

export type OperatorAnnouncement = z.infer<typeof operatorAnnouncement>;
/** The body as sent: dates as ISO strings (the shared schema coerces them). */
export type AnnouncementBody = Omit<NewAnnouncement, 'startsAt' | 'endsAt'> & {
  startsAt: string;
  endsAt: string | null;
};

const PATH = '/wps/operator/announcements';
const KEY = ['announcements'];

export type AnnouncementPage = { total: number; list: OperatorAnnouncement[]; active: Record<string, number> };

/** GET /wps/operator/announcements: a page of one type's, with how many of each type are live. */
export const useAnnouncements = (query: AnnouncementListQuery) =>
  useQuery({
    queryKey: [...KEY, query],
    queryFn: () => api<AnnouncementPage>(PATH, { query }),
    placeholderData: (previous) => previous,
  });

/** POST a new one or PUT /:id (the whole announcement); the list reads again. */
export function useSaveAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: AnnouncementBody }) =>
      api<OperatorAnnouncement>(id ? `${PATH}/${id}` : PATH, { method: id ? 'PUT' : 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST /:id/archive: players no longer see it; it stays listed, archived. */
export function useArchiveAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<OperatorAnnouncement>(`${PATH}/${id}/archive`, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** Where an announcement stands now: archived, not started, live or over. */
export function phaseOf(a: OperatorAnnouncement, now = Date.now()) {
  if (a.status === 'ARCHIVED') return 'ARCHIVED';
  if (Date.parse(a.startsAt) > now) return 'SCHEDULED';
  if (a.endsAt && Date.parse(a.endsAt) <= now) return 'ENDED';
  return 'LIVE';
}
