import { type RefObject, useEffect, useState } from 'react';

/** Whole seconds until `at` by the server's clock (given our offset from it); null without a time. */
export function useCountdown(at: string | null, offsetMs: RefObject<number>) {
  const [seconds, setSeconds] = useState<number | null>(null);
  useEffect(() => {
    const left = () => (at ? Math.max(0, Math.ceil((Date.parse(at) - Date.now() - offsetMs.current) / 1000)) : null);
    setSeconds(left());
    if (!at) return;
    // A quarter-second tick so the display turns to 0 when the round closes, not up to a second late.
    const timer = setInterval(() => setSeconds(left()), 250);
    return () => clearInterval(timer);
  }, [at, offsetMs]);
  return seconds;
}
