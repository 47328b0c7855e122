import { queryOptions, useMutation } from '@tanstack/react-query';
import { houseApi } from '../../api/client.ts';
import type { BetLine, PlaceBetsAnswer, TableState, TableSummary } from './types.ts';

/** How often the table is asked again: the server's clock moves the round, nobody pushes it. */
const POLL_MS = 1500;

const tablePath = (tableId: string) => `/tables/${encodeURIComponent(tableId)}`;

/** GET /house/api/tables?game=: the live tables of one game. */
export const tablesQuery = (game: string) =>
  queryOptions({
    queryKey: ['house', 'tables', game],
    queryFn: () => houseApi<TableSummary[]>(`/tables?game=${encodeURIComponent(game)}`),
  });

/** A table's state with the server's clock minus ours, taken at the middle of the request. */
export type TableRead = TableState & { offsetMs: number };

/** GET /house/api/tables/:id, polled: the round, its clock, the player's bets, the road. */
export const tableStateQuery = (tableId: string) =>
  queryOptions({
    queryKey: ['house', 'table', tableId],
    queryFn: async (): Promise<TableRead> => {
      const sent = Date.now();
      const state = await houseApi<TableState>(tablePath(tableId));
      return { ...state, offsetMs: Date.parse(state.serverTime) - (sent + Date.now()) / 2 };
    },
    refetchInterval: POLL_MS,
    retry: false,
  });

/** POST /house/api/tables/:id/bets: the confirmed chips of the slip, on the round taking bets. */
export const usePlaceBetsMutation = (tableId: string) =>
  useMutation({
    mutationFn: (lines: BetLine[]) => houseApi<PlaceBetsAnswer>(`${tablePath(tableId)}/bets`, { lines }),
  });
