import type { ReactNode } from 'react';
import { RANK_GLYPHS, toneOf } from './symbols.ts';

/**
 * The picture symbols, drawn as inline SVG (64×64) so they look the same on every device, with no
 * image or emoji font to load. Card ranks are plain text (see symbols.ts).
 */
const INK = '#3b2a10';
const GOLD = '#f2b33d';

const label = (text: string, fill = '#c62828') => (
  <g>
    <rect x="10" y="46" width="44" height="13" rx="3" fill={fill} stroke={INK} strokeWidth="1.5" />
    <text
      x="32"
      y="56"
      textAnchor="middle"
      fontSize="10"
      fontWeight="800"
      fill="#fff"
      fontFamily="system-ui, sans-serif"
    >
      {text}
    </text>
  </g>
);

const ART: Record<string, Record<string, ReactNode>> = {
  'mekong-fortune': {
    // Angkor's towers.
    WILD: (
      <g stroke={INK} strokeWidth="1.5" strokeLinejoin="round">
        <path d="M32 4 L38 20 L38 44 L26 44 L26 20 Z" fill={GOLD} />
        <path d="M16 16 L21 27 L21 44 L11 44 L11 27 Z" fill="#e0a02a" />
        <path d="M48 16 L53 27 L53 44 L43 44 L43 27 Z" fill="#e0a02a" />
        <rect x="6" y="42" width="52" height="5" fill="#c98a1c" />
        {label('WILD')}
      </g>
    ),
    // A money bag with a coin.
    SCATTER: (
      <g stroke={INK} strokeWidth="1.5">
        <path d="M24 14 L40 14 L36 22 C52 28 56 52 42 58 L22 58 C8 52 12 28 28 22 Z" fill="#b5651d" />
        <path d="M24 14 L40 14" stroke={GOLD} strokeWidth="3" />
        <circle cx="32" cy="42" r="10" fill={GOLD} />
        <text x="32" y="47" textAnchor="middle" fontSize="14" fontWeight="800" fill={INK} stroke="none">
          $
        </text>
      </g>
    ),
    // An Irrawaddy dolphin leaping.
    DOLPHIN: (
      <g stroke={INK} strokeWidth="1.5" strokeLinejoin="round">
        <path d="M8 44 C14 22 36 12 54 20 C50 24 46 24 44 26 C40 38 26 46 8 44 Z" fill="#7fa7c9" />
        <path d="M30 22 L36 12 L40 22 Z" fill="#5f89ad" />
        <path d="M8 44 L4 52 L14 48 Z" fill="#5f89ad" />
        <circle cx="46" cy="22" r="1.8" fill={INK} />
        <path d="M6 54 C18 50 30 58 44 52 C50 50 56 52 60 54" fill="none" stroke="#2f7fbf" strokeWidth="2.5" />
      </g>
    ),
    // A long racing boat of the water festival.
    BOAT: (
      <g stroke={INK} strokeWidth="1.5" strokeLinejoin="round">
        <path d="M2 30 C10 40 22 44 32 44 C42 44 54 40 62 26 L56 34 C46 38 18 38 8 36 Z" fill="#8d5524" />
        <path d="M8 36 C18 39 46 39 56 34" fill="none" stroke="#d32f2f" strokeWidth="3" />
        <path d="M62 26 C60 20 56 18 54 20" fill="none" stroke={GOLD} strokeWidth="3" />
        {[18, 26, 34, 42].map((x) => (
          <path key={x} d={`M${x} 36 L${x - 4} 26`} stroke={INK} strokeWidth="2" />
        ))}
        <path d="M4 50 C18 46 30 54 44 50 C50 48 56 50 60 52" fill="none" stroke="#2f7fbf" strokeWidth="2.5" />
      </g>
    ),
    // A Mekong giant catfish.
    FISH: (
      <g stroke={INK} strokeWidth="1.5" strokeLinejoin="round">
        <path d="M10 32 C18 18 40 16 50 28 L60 20 L58 32 L60 44 L50 36 C40 48 18 46 10 32 Z" fill="#8fa58a" />
        <circle cx="18" cy="29" r="2" fill={INK} />
        <path d="M11 34 C6 36 4 40 4 42 M12 35 C9 39 9 42 10 45" fill="none" />
        <path d="M26 24 L34 16 L38 25" fill="#6f8a6a" />
      </g>
    ),
    MANGO: (
      <g stroke={INK} strokeWidth="1.5" strokeLinejoin="round">
        <path d="M22 14 C40 8 56 24 52 42 C48 58 26 60 16 48 C10 40 18 34 16 26 C15 20 17 16 22 14 Z" fill="#f9a825" />
        <path d="M22 14 C28 6 36 4 42 6 C38 12 30 14 22 14 Z" fill="#43a047" />
        <ellipse cx="38" cy="30" rx="5" ry="8" fill="#ffd54f" stroke="none" />
      </g>
    ),
  },
  'golden-dragon': {
    // A dragon curled round its pearl.
    WILD: (
      <g stroke={INK} strokeWidth="1.5" strokeLinejoin="round">
        <circle cx="32" cy="24" r="20" fill={GOLD} />
        <path
          d="M16 32 C12 18 26 8 36 12 C46 16 44 28 34 28 C26 28 26 20 32 20"
          fill="none"
          stroke="#c62828"
          strokeWidth="5"
          strokeLinecap="round"
        />
        <path d="M36 12 L42 6 M38 14 L46 10" stroke="#c62828" strokeWidth="2.5" />
        <circle cx="32" cy="20" r="3" fill="#fff8e1" />
        {label('WILD')}
      </g>
    ),
    // A red envelope.
    SCATTER: (
      <g stroke={INK} strokeWidth="1.5" strokeLinejoin="round">
        <rect x="14" y="6" width="36" height="52" rx="4" fill="#d32f2f" />
        <path d="M14 10 L32 26 L50 10" fill="#b71c1c" />
        <circle cx="32" cy="28" r="7" fill={GOLD} />
        <path d="M22 44 L42 44 M22 50 L42 50" stroke={GOLD} strokeWidth="2" />
      </g>
    ),
    TIGER: (
      <g stroke={INK} strokeWidth="1.5" strokeLinejoin="round">
        <path d="M14 14 L22 20 M50 14 L42 20" strokeWidth="6" stroke="#ef8f2a" strokeLinecap="round" />
        <circle cx="32" cy="34" r="22" fill="#ef8f2a" />
        <path d="M32 12 L32 22 M22 16 L25 24 M42 16 L39 24 M10 34 L18 34 M54 34 L46 34" stroke={INK} strokeWidth="3" />
        <ellipse cx="32" cy="44" rx="11" ry="8" fill="#fff3e0" />
        <circle cx="24" cy="32" r="2.5" fill={INK} />
        <circle cx="40" cy="32" r="2.5" fill={INK} />
        <path d="M29 40 L35 40 L32 44 Z" fill={INK} />
      </g>
    ),
    TURTLE: (
      <g stroke={INK} strokeWidth="1.5" strokeLinejoin="round">
        <ellipse cx="52" cy="36" rx="7" ry="5" fill="#8bc34a" />
        <path d="M14 46 L10 54 M26 48 L26 56 M38 48 L40 56 M46 44 L52 50" stroke="#8bc34a" strokeWidth="5" />
        <path d="M8 42 C10 22 22 14 30 14 C40 14 50 24 50 42 Z" fill="#2e7d32" />
        <path d="M22 22 L30 18 L38 22 L38 32 L30 36 L22 32 Z M8 42 L50 42" fill="#43a047" />
        <circle cx="54" cy="35" r="1.5" fill={INK} />
      </g>
    ),
    KOI: (
      <g stroke={INK} strokeWidth="1.5" strokeLinejoin="round">
        <path d="M8 32 C16 16 40 16 48 30 L60 20 L58 32 L60 44 L48 34 C40 48 16 48 8 32 Z" fill="#fff8f0" />
        <path
          d="M20 22 C26 20 32 24 30 30 C26 34 20 30 20 22 Z M34 34 C40 32 44 36 42 40 C38 42 34 40 34 34 Z"
          fill="#f4511e"
          stroke="none"
        />
        <circle cx="15" cy="30" r="2" fill={INK} />
        <path d="M28 18 L36 10 L40 20" fill="#f4511e" />
      </g>
    ),
    LANTERN: (
      <g stroke={INK} strokeWidth="1.5" strokeLinejoin="round">
        <path d="M32 2 L32 10" />
        <rect x="22" y="8" width="20" height="6" rx="2" fill={GOLD} />
        <ellipse cx="32" cy="32" rx="22" ry="19" fill="#e53935" />
        <path d="M32 13 C22 20 22 44 32 51 C42 44 42 20 32 13 Z" fill="none" stroke="#b71c1c" />
        <rect x="22" y="49" width="20" height="6" rx="2" fill={GOLD} />
        <path d="M28 55 L26 62 M32 55 L32 63 M36 55 L38 62" stroke={GOLD} strokeWidth="2" />
      </g>
    ),
  },
};

/** A symbol as a cell shows it: its drawing, or its card rank as text. */
export function SymbolFace({ game, symbol }: { game: string; symbol: string }) {
  const art = ART[game]?.[symbol];
  return (
    <span className="slot-face" data-tone={toneOf(symbol)} aria-hidden="true">
      {art ? (
        <svg className="slot-art" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          {art}
        </svg>
      ) : (
        (RANK_GLYPHS[symbol] ?? symbol.slice(0, 2))
      )}
    </span>
  );
}
