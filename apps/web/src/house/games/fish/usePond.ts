import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { pondQuery } from './api.ts';
import type { PondFish, PondReply } from './types.ts';

export type Pond = {
  /** The fish known to be swimming or about to enter (read every frame, so not React state). */
  fish: () => PondFish[];
  /** The server's clock, as far as this window can tell. */
  serverNow: () => number;
  /** Takes a caught or vanished fish out at once, without waiting for the next poll. */
  remove: (id: number) => void;
  betLevels: string[];
  /** Every species and what a catch pays, for the pay table. */
  species: PondReply['species'];
  error: string | null;
};

const NONE: never[] = [];

/**
 * The pond the server keeps for this window. The fish, their times and paths all come from the
 * server: the window only draws them where the server's clock says they are.
 */
export function usePond(): Pond {
  const fishRef = useRef(new Map<number, PondFish>());
  const removed = useRef(new Set<number>());
  const offset = useRef(0);
  const { data: reply, error } = useQuery(pondQuery());

  useEffect(() => {
    if (!reply) return;
    offset.current = reply.offsetMs;
    const next = new Map<number, PondFish>();
    for (const f of reply.fish) if (!removed.current.has(f.id)) next.set(f.id, f);
    fishRef.current = next;
  }, [reply]);

  const serverNow = useCallback(() => Date.now() + offset.current, []);

  const fish = useCallback(() => {
    const now = serverNow();
    return [...fishRef.current.values()].filter((f) => f.leaveAt > now);
  }, [serverNow]);

  const remove = useCallback((id: number) => {
    removed.current.add(id);
    fishRef.current.delete(id);
  }, []);

  // The query keeps an unchanged list as the same array, so these change only when they do.
  const betLevels = reply?.betLevels ?? NONE;
  const species = reply?.species ?? NONE;
  const message = error?.message ?? null;
  return useMemo(
    () => ({ fish, serverNow, remove, betLevels, species, error: message }),
    [fish, serverNow, remove, betLevels, species, message],
  );
}
