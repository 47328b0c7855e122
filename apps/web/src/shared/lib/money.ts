/**
 * Minor units (a string of an integer, as the API sends them) shown with two decimals and
 * thousands separators: "123456789" -> "1,234,567.89". No floating point on the way.
 */
export function formatMinor(minor: string | bigint): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${cents}`;
}

/**
 * An amount with its currency symbol, the sign in front of the symbol as people write it:
 * "-1800", "$" -> "-$18.00" (never "$-18.00").
 */
export function formatMoney(minor: string | bigint, symbol = '$'): string {
  const text = formatMinor(minor);
  return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
}

/** What a person types ("1,250.5") as minor units ("125050"); null when it is not an amount. */
export function parseAmount(text: string): string | null {
  const clean = text.replace(/[,\s]/g, '');
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(clean);
  if (!m) return null;
  const minor = BigInt(m[1] as string) * 100n + BigInt((m[2] ?? '').padEnd(2, '0') || '0');
  return minor > 0n ? minor.toString() : null;
}
