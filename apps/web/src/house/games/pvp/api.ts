import { queryOptions, useMutation } from '@tanstack/react-query';
import { houseApi } from '../../api/client.ts';
import type { PvpAction, PvpTableSummary, PvpView } from './types.ts';

const tablePath = (tableId: string) => `/pvp/tables/${encodeURIComponent(tableId)}`;

/** GET /house/api/pvp/tables: the bull-bull tables and how many sit at each. */
export const pvpTablesQuery = () =>
  queryOptions({
    queryKey: ['house', 'pvp', 'tables'],
    queryFn: () => houseApi<PvpTableSummary[]>('/pvp/tables'),
  });

/**
 * GET /house/api/pvp/tables/:id: the table as it is now; its event stream keeps it current.
 * Not kept once the table is left: coming back reads it fresh rather than showing an old hand.
 */
export const pvpTableQuery = (tableId: string) =>
  queryOptions({
    queryKey: ['house', 'pvp', 'table', tableId],
    queryFn: () => houseApi<PvpView>(tablePath(tableId)),
    gcTime: 0,
    retry: false,
  });

/** A player's move at a table: sit, ready (or not), act in the hand, leave. */
export type PvpMove =
  | { verb: 'sit' }
  | { verb: 'leave' }
  | { verb: 'ready'; ready: boolean }
  | { verb: 'act'; action: PvpAction };

/** POST /house/api/pvp/tables/:id/{sit,ready,act,leave}: answers the table as the move left it. */
export const usePvpMoveMutation = (tableId: string) =>
  useMutation({
    mutationFn: ({ verb, ...body }: PvpMove) => houseApi<PvpView>(`${tablePath(tableId)}/${verb}`, body),
  });
