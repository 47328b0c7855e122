/** A percentage as an operator types it: 3, 3.5, 0.25 (no thousands groups: a rate is at most 100). */
const PERCENT = /^\d{1,5}(?:\.\d{1,2})?$/;

/**
 * A typed percentage as basis points, the unit the API keeps rates in ("3.5" -> 350), by moving
 * digits, never through a float (0.29 * 100 is 28.999...). Null when the text is not such a
 * number; a number past 100% comes back as it is, for the shared schema to refuse in its words.
 */
export function percentToBps(typed: string): number | null {
  const text = typed.trim();
  if (!PERCENT.test(text)) return null;
  const [whole = '', fraction = ''] = text.split('.');
  return Number(`${whole}${fraction.padEnd(2, '0')}`);
}

/** Basis points as the percentage an input starts from, with no trailing zeros: 350 -> "3.5". */
export function bpsToPercent(bps: number): string {
  const digits = String(bps).padStart(3, '0');
  const fraction = digits.slice(-2).replace(/0+$/, '');
  return `${Number(digits.slice(0, -2))}${fraction ? `.${fraction}` : ''}`;
}
