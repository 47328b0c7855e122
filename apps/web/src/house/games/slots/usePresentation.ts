import { useCallback, useEffect, useRef, useState } from 'react';
import type { SpinReply, SpinResult } from './types.ts';

export const REELS = 5;
/** Between one reel stopping and the next. */
const REEL_STOP_MS = 180;
/** How long each spin of a feature stays on screen before the next. */
const HOLD_MS = 1100;

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

type Phase = 'idle' | 'waiting' | 'landing';

/**
 * Plays a round back on the reels: they turn while the house answers, stop one by one on the base
 * spin, then each free spin in turn. Skipping jumps to the end. `onFinish` gets the reply once the
 * whole round has been shown, which is when the window shows the new balance.
 */
export function usePresentation(onFinish: (reply: SpinReply) => void) {
  const [reply, setReply] = useState<SpinReply | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  /** -1 for the base spin, then the free spin's index. */
  const [frame, setFrame] = useState(-1);
  const [landed, setLanded] = useState(REELS);
  const finished = useRef(onFinish);
  finished.current = onFinish;

  const spins: SpinResult[] = reply ? [reply.outcome.base, ...reply.outcome.freeSpins] : [];

  const finish = useCallback((r: SpinReply) => {
    setFrame(r.outcome.freeSpins.length - 1);
    setLanded(REELS);
    setPhase('idle');
    finished.current(r);
  }, []);

  useEffect(() => {
    if (phase !== 'landing' || !reply) return;
    const reduced = reducedMotion();
    if (landed < REELS) {
      const id = setTimeout(() => setLanded((n) => n + 1), reduced ? 0 : REEL_STOP_MS);
      return () => clearTimeout(id);
    }
    if (frame + 1 < reply.outcome.freeSpins.length) {
      const id = setTimeout(() => {
        setFrame((f) => f + 1);
        setLanded(reduced ? REELS : 0);
      }, HOLD_MS);
      return () => clearTimeout(id);
    }
    finish(reply);
  }, [phase, landed, frame, reply, finish]);

  return {
    reply,
    phase,
    frame,
    landed,
    /** The spin on the reels now (base or free), null before the first round. */
    current: spins[frame + 1] ?? null,
    /** What the round has paid so far, counting only spins whose reels have all stopped. */
    shownWin: spins
      .slice(0, landed === REELS ? frame + 2 : frame + 1)
      .reduce((sum, s) => sum + BigInt(s.win), 0n)
      .toString(),
    spinning: Array.from({ length: REELS }, (_, r) => phase === 'waiting' || (phase === 'landing' && r >= landed)),
    start: () => {
      setPhase('waiting');
      setLanded(0);
    },
    show: (r: SpinReply) => {
      setReply(r);
      setFrame(-1);
      setLanded(reducedMotion() ? REELS : 0);
      setPhase('landing');
    },
    cancel: () => {
      setPhase('idle');
      setLanded(REELS);
    },
    skip: () => reply && phase === 'landing' && finish(reply),
  };
}
