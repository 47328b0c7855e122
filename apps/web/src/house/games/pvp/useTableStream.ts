import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { currentWindowToken } from '../../api/client.ts';
import { pvpTableQuery } from './api.ts';
import type { PvpView } from './types.ts';

/**
 * A table's view, kept current by its Server-Sent Events stream (EventSource reconnects by
 * itself). EventSource cannot send headers, so the window token goes in the stream's URL; the
 * server accepts it there for that route only. `offsetMs` is the server's clock minus ours, for
 * countdowns that do not depend on the device's clock being right.
 */
export function useTableStream(tableId: string) {
  const [view, setView] = useState<PvpView | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const offsetMs = useRef(0);
  const newest = useRef(0);
  // Answers and events can cross on the way: an older view never replaces a newer one.
  const take = useCallback((next: PvpView) => {
    const at = Date.parse(next.serverTime);
    if (at < newest.current) return;
    newest.current = at;
    offsetMs.current = at - Date.now();
    setView(next);
  }, []);

  const first = useQuery(pvpTableQuery(tableId));
  useEffect(() => {
    if (first.data) take(first.data);
  }, [first.data, take]);
  useEffect(() => {
    if (first.error) setError(first.error);
  }, [first.error]);

  useEffect(() => {
    let closed = false;
    const token = encodeURIComponent(currentWindowToken() ?? '');
    const source = new EventSource(`/house/api/pvp/tables/${tableId}/events?token=${token}`);
    source.addEventListener('state', (event) => {
      if (!closed) take(JSON.parse((event as MessageEvent<string>).data) as PvpView);
    });
    return () => {
      closed = true;
      source.close();
    };
  }, [tableId, take]);

  return { view, take, error, setError, offsetMs };
}
