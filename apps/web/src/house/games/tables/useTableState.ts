import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { tableStateQuery } from './api.ts';

/**
 * A table's state, polled. `offsetMs` is the server's clock minus ours, so countdowns are right
 * even on a device whose clock is off. The state is also asked for at the moment betting closes
 * or the next round opens, so the result does not wait a poll.
 */
export function useTableState(tableId: string) {
  const offsetMs = useRef(0);
  const query = useQuery(tableStateQuery(tableId));
  const read = query.data;
  if (read) offsetMs.current = read.offsetMs;
  const round = read?.round;
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
