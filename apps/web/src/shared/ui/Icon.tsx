/**
 * The shell's line icons, drawn inline in the page's own SVG. An SVG used as a picture (an <img>,
 * or a CSS mask or background) is a document of its own that the browser builds, styles and lays
 * out on the main thread the first time it paints it; inline, an icon is a few more elements of
 * the page. They take the text colour (currentColor): `line` is stroked, `solid` filled.
 */
const SHAPES = {
  home: { line: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z' },
  lottery: { line: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z' },
  games: { line: 'M6 8h12a4 4 0 0 1 0 8l-2 0-2-2h-4l-2 2H6a4 4 0 0 1 0-8zM8 10v4M6 12h4M15.5 11.5h.01M17.5 13.5h.01' },
  gift: { line: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0' },
  me: { line: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6' },
  sun: {
    line: 'M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8',
    solid: 'M16.5 12a4.5 4.5 0 1 1-9 0 4.5 4.5 0 1 1 9 0z',
  },
  moon: { solid: 'M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11z' },
} satisfies Record<string, { line?: string; solid?: string }>;

export type IconName = keyof typeof SHAPES;

/** A decorative icon: the control it sits in carries the name (its text or aria-label). */
export function Icon({ name, className }: { name: IconName; className: string }) {
  const shape: { line?: string; solid?: string } = SHAPES[name];
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {shape.solid && <path d={shape.solid} fill="currentColor" />}
      {shape.line && (
        <path
          d={shape.line}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}
