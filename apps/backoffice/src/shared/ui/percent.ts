/**
 * Rates the API keeps in basis points (a payment channel's fee, an agent ceiling), typed and shown
 * as percentages. A percentage as typed: whole percent, or with one or two decimals (1, 1.5, 0.25);
 * a number past 100% still reads, for the shared schema to refuse in its words.
 */
const PERCENT = /^\d{1,3}(?:\.\d{1,2})?$/;

/**
 * A typed percentage as basis points ("1.25" -> 125), by moving digits rather than multiplying a
 * float (0.29 * 100 is 28.999...). Null when the text is not such a percentage.
 */
export function percentToBps(typed: string): number | null {
  const text = typed.trim();
  if (!PERCENT.test(text)) return null;
  const [whole = '', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Basis points as the percentage an input starts from and a table shows: 125 -> "1.25", 50 -> "0.5", 200 -> "2". */
export function bpsToPercent(bps: number): string {
  const fraction = String(bps % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${Math.floor(bps / 100)}.${fraction}` : String(Math.floor(bps / 100));
}
