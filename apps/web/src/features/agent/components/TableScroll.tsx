import type { ReactNode } from 'react';

/**
 * A wide table on a narrow screen scrolls sideways inside a named region that takes focus, so
 * the keyboard can scroll it too (axe: scrollable-region-focusable).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className="table-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
