import { useEffect, useRef } from 'react';
import { useGameWindow } from '../../window.tsx';
import type { TableState } from './types.ts';

/**
 * When a round the player bet on has been paid, the window takes the balance the table answered
 * with and the round's revealed seed goes to the fairness panel. Each round is handled once.
 */
export function useSettlement(state: TableState | undefined) {
  const { setBalance, setLastRound } = useGameWindow();
  const seen = useRef(new Set<number>());
  useEffect(() => {
    if (!state) return;
    const fresh = state.myBets.filter((b) => b.status === 'SETTLED' && !seen.current.has(b.roundId));
    if (fresh.length === 0) return;
    for (const b of fresh) seen.current.add(b.roundId);
    setBalance(state.balance);
    const r = state.round;
    if (r?.serverSeed && fresh.some((b) => b.roundId === r.id))
      setLastRound({ roundId: r.id, serverSeed: r.serverSeed, seedHash: r.seedHash });
  }, [state, setBalance, setLastRound]);
}
