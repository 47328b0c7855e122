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
