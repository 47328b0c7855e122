/** Major units as an operator types them: 1250, 1250.5, 1,250.50 (commas only as thousands groups). */
const PLAIN = /^\d+(?:\.\d{1,2})?$/;
const GROUPED = /^\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?$/;

/**
 * A typed amount in major units as a string of minor units ("1,250.5" -> "125050"), by moving
 * digits, never through a float. Null when the text is not such an amount: "10,5" or "1.234"
 * are refused rather than guessed at, since a wrong guess moves a hundred times the money.
 */
export function toMinor(typed: string): string | null {
  const text = typed.trim();
  if (!PLAIN.test(text) && !GROUPED.test(text)) return null;
  const [whole = '', fraction = ''] = text.replaceAll(',', '').split('.');
  return BigInt(`${whole}${fraction.padEnd(2, '0')}`).toString();
}

/** Minor units as the plain major units an input starts from: "100000" -> "1000.00". */
export function toMajorInput(minor: string): string {
  const negative = minor.startsWith('-');
  const digits = (negative ? minor.slice(1) : minor).padStart(3, '0');
  return `${negative ? '-' : ''}${BigInt(digits.slice(0, -2))}.${digits.slice(-2)}`;
}
