/**
 * How each symbol's cell is coloured: wild and scatter glow, pictures (drawn in SymbolArt.tsx) and
 * card ranks (plain text in CSS). Names come from the locales (`slots.symbols.<game>.<ID>`).
 */
export type Tone = 'wild' | 'scatter' | 'high' | 'low';

/** Card ranks, shown as text. */
export const RANK_GLYPHS: Record<string, string> = { A: 'A', K: 'K', Q: 'Q', J: 'J', TEN: '10', NINE: '9' };

export const toneOf = (symbol: string): Tone => {
  if (symbol === 'WILD') return 'wild';
  if (symbol === 'SCATTER') return 'scatter';
  return symbol in RANK_GLYPHS ? 'low' : 'high';
};
