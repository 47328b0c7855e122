import type { GameRow } from './api.ts';

export type Share = { key: string; stakes: string; payouts: string; ggr: string };

/** The range's bets summed by category or by vendor, in minor units (BigInt: never a float). */
export function groupBy(rows: GameRow[], by: 'category' | 'vendorCode'): Share[] {
  const sums = new Map<string, { stakes: bigint; payouts: bigint }>();
  for (const r of rows) {
    const s = sums.get(r[by]) ?? { stakes: 0n, payouts: 0n };
    s.stakes += BigInt(r.stakes);
    s.payouts += BigInt(r.payouts);
    sums.set(r[by], s);
  }
  return [...sums]
    .map(([key, s]) => ({
      key,
      stakes: s.stakes.toString(),
      payouts: s.payouts.toString(),
      ggr: (s.stakes - s.payouts).toString(),
    }))
    .sort((a, b) => a.key.localeCompare(b.key));
}

/** The totals of a breakdown, to close its table. */
export function sumOf(shares: Share[]): Omit<Share, 'key'> {
  const total = (k: 'stakes' | 'payouts' | 'ggr') => shares.reduce((t, s) => t + BigInt(s[k]), 0n).toString();
  return { stakes: total('stakes'), payouts: total('payouts'), ggr: total('ggr') };
}
