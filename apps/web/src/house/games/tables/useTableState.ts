import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { houseApi } from '../../api.ts';
import type { TableState } from './types.ts';

/** How often the table is asked again: the server's clock moves the round, nobody pushes it. */
const POLL_MS = 1500;

/**
 * A table's state, polled. `offsetMs` is the server's clock minus ours (taken at the middle of the
 * request), so countdowns are right even on a device whose clock is off. The state is also asked
 * for at the moment betting closes or the next round opens, so the result does not wait a poll.
 */
export function useTableState(tableId: string) {
  const offsetMs = useRef(0);
  const query = useQuery({
    queryKey: ['house-table', tableId],
    queryFn: async () => {
      const sent = Date.now();
      const state = await houseApi<TableState>(`/tables/${encodeURIComponent(tableId)}`);
      offsetMs.current = Date.parse(state.serverTime) - (sent + Date.now()) / 2;
      return state;
    },
    refetchInterval: POLL_MS,
    retry: false,
  });
  const round = query.data?.round;
  const nextChange = round?.phase === 'BETTING' ? round.closesAt : (round?.nextOpensAt ?? null);
  const { refetch } = query;
  useEffect(() => {
    if (!nextChange) return;
    const wait = Date.parse(nextChange) - Date.now() - offsetMs.current;
    if (wait < 0) return;
    const timer = setTimeout(() => void refetch(), wait + 50);
    return () => clearTimeout(timer);
  }, [nextChange, refetch]);
  return { ...query, offsetMs };
}
