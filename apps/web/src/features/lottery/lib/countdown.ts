import { useEffect, useRef, useState } from 'react';

/**
 * The server's clock minus ours, from a server time read between `sentAt` and `receivedAt`: the
 * answer is assumed to be stamped half way, so a slow network skews it by half its delay at most.
 */
export const serverOffset = (serverTime: string, sentAt: number, receivedAt: number) =>
  Date.parse(serverTime) - Math.round((sentAt + receivedAt) / 2);

/** Whole seconds until `target` on the server's clock, never below 0. */
export const secondsLeft = (target: string, nowMs: number, offsetMs: number) =>
  Math.max(0, Math.ceil((Date.parse(target) - (nowMs + offsetMs)) / 1000));

/** "mm:ss", or "h:mm:ss" from an hour up (a daily draw can be many hours away). */
export function formatCountdown(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mmss = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}

/** A quarter-second tick, so the display turns to 0 when the draw closes, not up to a second late. */
const TICK_MS = 250;

/**
 * One clock for every countdown on the page: a hall of cards ticks in one task and one render,
 * not in a task of its own for each card.
 */
const tickers = new Set<() => void>();
let clock: ReturnType<typeof setInterval> | undefined;
function onTick(tick: () => void) {
  tickers.add(tick);
  clock ??= setInterval(() => {
    for (const each of [...tickers]) each();
  }, TICK_MS);
  return () => {
    tickers.delete(tick);
    if (tickers.size === 0) {
      clearInterval(clock);
      clock = undefined;
    }
  };
}

/**
 * Seconds left until `target` by the server's clock (given our offset from it), or null without a
 * target. `onZero` runs once per target when it is reached, so the caller can ask what is next.
 */
export function useServerCountdown(target: string | null, offsetMs: number, onZero?: () => void): number | null {
  const [seconds, setSeconds] = useState<number | null>(() =>
    target ? secondsLeft(target, Date.now(), offsetMs) : null,
  );
  const zeroCallback = useRef(onZero);
  zeroCallback.current = onZero;
  useEffect(() => {
    if (!target) {
      setSeconds(null);
      return;
    }
    let fired = false;
    const tick = () => {
      const left = secondsLeft(target, Date.now(), offsetMs);
      setSeconds(left);
      if (left === 0 && !fired) {
        fired = true;
        zeroCallback.current?.();
      }
    };
    tick();
    return onTick(tick);
  }, [target, offsetMs]);
  return seconds;
}
