import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { HOUSE_WINDOW_KEY_PREFIX } from '../shared/session/session.ts';
import { announceBalance, type Fair, setWindowToken, type WindowState } from './api/client.ts';
import { sessionQuery, useOpenSessionMutation } from './api/session.ts';

export type GameWindow = {
  state: WindowState;
  /** Takes the balance a bet or a result answered, and tells the portal around the frame. */
  setBalance: (balance: string) => void;
  setFair: (fair: Partial<Fair>) => void;
  refresh: () => Promise<void>;
  /** The player's last finished round, for the fairness panel. */
  lastRound: RevealedRound | null;
  setLastRound: (round: RevealedRound) => void;
};

export type RevealedRound = { roundId: number; serverSeed: string | null; seedHash: string };

const WindowContext = createContext<GameWindow | null>(null);

export function useGameWindow(): GameWindow {
  const w = useContext(WindowContext);
  if (!w) throw new Error('useGameWindow outside the game window');
  return w;
}

type Opening = { kind: 'opening' } | { kind: 'failed'; error: Error } | { kind: 'open'; state: WindowState };

/** Changes the open window's state from its latest value (so two changes in one tick both land). */
export type WindowUpdate = (update: (s: WindowState) => WindowState) => void;

/**
 * Trades the launch ticket for a window token once; a reload of the frame finds the token kept
 * for that ticket (a ticket works only once) and reads the window's state with it.
 */
export function useOpenWindow(ticket: string, lang: string): [Opening, WindowUpdate] {
  const [opening, setOpening] = useState<Opening>({ kind: 'opening' });
  const queries = useQueryClient();
  const { mutateAsync: openSession } = useOpenSessionMutation();
  useEffect(() => {
    if (!ticket) return;
    let cancelled = false;
    const key = `${HOUSE_WINDOW_KEY_PREFIX}${ticket.slice(0, 16)}`;
    const kept = sessionStorage.getItem(key);
    const open = async (): Promise<WindowState> => {
      if (kept) {
        setWindowToken(kept);
        return queries.fetchQuery(sessionQuery());
      }
      const { token, ...state } = await openSession({ ticket, lang });
      sessionStorage.setItem(key, token);
      setWindowToken(token);
      return state;
    };
    open().then(
      (state) => !cancelled && setOpening({ kind: 'open', state }),
      (error: Error) => !cancelled && setOpening({ kind: 'failed', error }),
    );
    return () => {
      cancelled = true;
    };
  }, [ticket, lang, queries, openSession]);
  const update = useCallback<WindowUpdate>(
    (fn) => setOpening((o) => (o.kind === 'open' ? { kind: 'open', state: fn(o.state) } : o)),
    [],
  );
  return [opening, update];
}

export function GameWindowProvider({
  state,
  onState,
  children,
}: {
  state: WindowState;
  onState: WindowUpdate;
  children: React.ReactNode;
}) {
  const setBalance = useCallback(
    (balance: string) => {
      onState((s) => ({ ...s, balance }));
      announceBalance();
    },
    [onState],
  );
  const setFair = useCallback(
    (fair: Partial<Fair>) => onState((s) => ({ ...s, fair: { ...s.fair, ...fair } })),
    [onState],
  );
  const queries = useQueryClient();
  const refresh = useCallback(async () => {
    const fresh = await queries.fetchQuery(sessionQuery());
    onState(() => fresh);
  }, [onState, queries]);
  const [lastRound, setLastRound] = useState<RevealedRound | null>(null);
  const value = useMemo(
    () => ({ state, setBalance, setFair, refresh, lastRound, setLastRound }),
    [state, setBalance, setFair, refresh, lastRound],
  );
  return <WindowContext.Provider value={value}>{children}</WindowContext.Provider>;
}
