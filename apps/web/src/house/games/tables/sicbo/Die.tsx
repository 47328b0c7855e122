import type { CSSProperties } from 'react';

/** Where the pips sit on a 3×3 grid (cells 0..8, row by row) for each face. */
const PIPS: Record<number, number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

/**
 * A die drawn with pips. `label` names it for screen readers; without one it is decoration
 * inside a button or text that already says the number. `tumble` rolls it in after `delay` ms.
 */
export function Die({
  face,
  size = 'small',
  label,
  tumble,
  delay = 0,
}: {
  face: number | null;
  size?: 'small' | 'large';
  label?: string;
  tumble?: boolean;
  delay?: number;
}) {
  const pips = face === null ? [] : (PIPS[face] ?? []);
  return (
    <span
      className={`sicbo-die sicbo-die-${size}`}
      data-tumble={tumble || undefined}
      style={{ '--roll-delay': `${delay}ms` } as CSSProperties}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {Array.from({ length: 9 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the nine fixed places of a die's face
        <i key={i} data-on={pips.includes(i) || undefined} />
      ))}
      {face === null && <b>?</b>}
    </span>
  );
}
