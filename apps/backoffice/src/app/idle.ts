import { useEffect } from 'react';
import { endSession } from '../shared/session/session.ts';

const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Signs the console out after `minutes` without the operator touching it (the server refuses the
 * stale token as well). Checked every few seconds against the last activity, so a sleeping tab
 * that wakes up late still ends the session at once.
 */
export function useIdleTimeout(minutes: number, onIdle: () => void) {
  useEffect(() => {
    let last = Date.now();
    const touch = () => {
      last = Date.now();
    };
    for (const e of ACTIVITY) window.addEventListener(e, touch, { passive: true });
    const timer = window.setInterval(() => {
      if (Date.now() - last >= minutes * 60_000) {
        onIdle();
        endSession('idle');
      }
    }, 5_000);
    return () => {
      window.clearInterval(timer);
      for (const e of ACTIVITY) window.removeEventListener(e, touch);
    };
  }, [minutes, onIdle]);
}
