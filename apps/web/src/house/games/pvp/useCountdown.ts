import { type RefObject, useEffect, useState } from 'react';

/** Whole seconds until `at` by the server's clock (given our offset from it), ticking each second. */
export function useCountdown(at: string | null, offsetMs: RefObject<number>) {
  const left = () => (at ? Math.max(0, Math.ceil((Date.parse(at) - Date.now() - offsetMs.current) / 1000)) : null);
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: left() reads only `at` and the offset ref
  useEffect(() => {
    setSeconds(left());
    if (!at) return;
    const timer = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(timer);
  }, [at]);
  return seconds;
}
