import { useEffect, useRef, useState } from 'react';

/** The spec's image lazy-load: loaded once a tenth of it is on screen, one attempt, no retry. */
const THRESHOLD = 0.1;

type LazyImageProps = { src: string | null; alt: string; fallback: string };

export function LazyImage({ src, alt, fallback }: LazyImageProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [visible, setVisible] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || visible) return;
    if (typeof IntersectionObserver === 'undefined') return setVisible(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: THRESHOLD },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible]);
  const show = visible && src && !failed;
  return (
    <span ref={ref} className="game-icon" data-loaded={show ? 'true' : 'false'}>
      {show ? (
        <img src={src} alt={alt} onError={() => setFailed(true)} />
      ) : (
        <span className="game-icon-fallback" aria-hidden="true">
          {fallback}
        </span>
      )}
    </span>
  );
}
