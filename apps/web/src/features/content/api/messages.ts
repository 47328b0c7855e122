import type { MessageList } from '@mekong/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session/session.ts';

export const MESSAGES_PER_PAGE = 10;
const keys = {
  all: (token: string | null) => ['messages', token] as const,
  page: (token: string | null, page: number) => ['messages', token, 'page', page] as const,
  unread: (token: string | null) => ['messages', token, 'unread'] as const,
};

export const fetchMessages = (page: number) =>
  api<MessageList>(`/wps/member/messages?pageNo=${page}&pageSize=${MESSAGES_PER_PAGE}`);

export const messagesQuery = (token: string | null, page: number) =>
  queryOptions({
    queryKey: keys.page(token, page),
    queryFn: () => fetchMessages(page),
    enabled: !!token,
    placeholderData: keepPreviousData,
  });

/** GET /wps/member/messages: the messageV2 page, newest first. */
export const useMessages = (page: number) =>
  useQuery(
    messagesQuery(
      useSession((s) => s.token),
      page,
    ),
  );

/** Relay CSP_unreadCount: the header badge; asked again when the player returns to the tab. */
export function useUnreadCount() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: keys.unread(token),
    queryFn: () => api<number>('/wps/relay/CSP_unreadCount'),
    enabled: !!token,
    staleTime: 30_000,
    refetchInterval: 120_000,
  });
}

/** Marks one message (or, with null, every message) read; the list and the badge follow. */
export function useMarkRead() {
  const token = useSession((s) => s.token);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number | null) =>
      api<{ unread: number }>(id === null ? '/wps/member/messages/read-all' : `/wps/member/messages/${id}/read`, {
        method: 'POST',
      }),
    onSuccess: ({ unread }) => {
      client.setQueryData(keys.unread(token), unread);
      void client.invalidateQueries({ queryKey: keys.all(token), predicate: (q) => q.queryKey[2] === 'page' });
    },
  });
}
