import { useCallback, useState } from 'react';

/** How near the screen a part must come to be wanted: just before it scrolls into view. */
const MARGIN = '200px';

type Seen = (seen: boolean) => void;
const watched = new Map<Element, Seen>();
let observer: IntersectionObserver | null = null;

function watch(element: Element, seen: Seen) {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        watched.get(entry.target)?.(true);
        observer?.unobserve(entry.target);
        watched.delete(entry.target);
      }
    },
    { rootMargin: MARGIN },
  );
  watched.set(element, seen);
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    watched.delete(element);
  };
}

/**
 * True once the element has come near the screen (and for good after): a card far down a list or
 * in a carousel's hidden slides asks for its data when it is about to be seen, not with the page.
 * Where the browser cannot tell (no IntersectionObserver), at once.
 */
export function useSeen<T extends Element>(): [(element: T | null) => void, boolean] {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: T | null) => {
      if (!element || seen) return;
      return watch(element, setSeen);
    },
    [seen],
  );
  return [ref, seen];
}
