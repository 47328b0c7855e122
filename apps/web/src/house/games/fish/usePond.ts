import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { houseApi } from '../../api.ts';
import type { PondFish, PondReply } from './types.ts';

/** The window asks again this often; the server lists the fish entering in the next 6 s. */
const POLL_MS = 4_000;

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

/**
 * The pond the server keeps for this window. The fish, their times and paths all come from the
 * server: the window only draws them where the server's clock says they are.
 */
export function usePond(): Pond {
  const fishRef = useRef(new Map<number, PondFish>());
  const removed = useRef(new Set<number>());
  const offset = useRef(0);
  const [betLevels, setBetLevels] = useState<string[]>([]);
  const [species, setSpecies] = useState<PondReply['species']>([]);
  const [error, setError] = useState<string | null>(null);

  const serverNow = useCallback(() => Date.now() + offset.current, []);

  useEffect(() => {
    let stopped = false;
    const load = async () => {
      try {
        const reply = await houseApi<PondReply>('/fish/pond');
        if (stopped) return;
        offset.current = reply.serverTime - Date.now();
        const next = new Map<number, PondFish>();
        for (const f of reply.fish) if (!removed.current.has(f.id)) next.set(f.id, f);
        fishRef.current = next;
        setBetLevels((old) => (old.join() === reply.betLevels.join() ? old : reply.betLevels));
        setSpecies((old) => (old.length === reply.species.length ? old : reply.species));
        setError(null);
      } catch (e) {
        if (!stopped) setError((e as Error).message);
      }
    };
    void load();
    const timer = setInterval(load, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, []);

  const fish = useCallback(() => {
    const now = serverNow();
    return [...fishRef.current.values()].filter((f) => f.leaveAt > now);
  }, [serverNow]);

  const remove = useCallback((id: number) => {
    removed.current.add(id);
    fishRef.current.delete(id);
  }, []);

  return useMemo(
    () => ({ fish, serverNow, remove, betLevels, species, error }),
    [fish, serverNow, remove, betLevels, species, error],
  );
}
