import { queryOptions, useMutation } from '@tanstack/react-query';
import { houseApi, type WindowState } from './client.ts';

export type OpenedWindow = WindowState & { token: string };

/** POST /house/api/session: trades the portal's one-time launch ticket for a window token. */
export const useOpenSessionMutation = () =>
  useMutation({
    mutationFn: (body: { ticket: string; lang: string }) => houseApi<OpenedWindow>('/session', body),
  });

/** GET /house/api/session: the window's state as the house keeps it now (balance, seeds). */
export const sessionQuery = () =>
  queryOptions({
    queryKey: ['house', 'session'],
    queryFn: () => houseApi<WindowState>('/session'),
    staleTime: 0,
    retry: false,
  });
