import { spotKey } from './spots.ts';
import type { BetLine, TableState } from './types.ts';

/** The player's stakes on this round, summed per spot, to show on the board. */
export function placedOn(state: TableState | undefined): Map<string, bigint> {
  const placed = new Map<string, bigint>();
  const roundId = state?.round?.id;
  for (const bet of state?.myBets ?? []) {
    if (bet.roundId !== roundId) continue;
    for (const l of bet.lines) {
      const key = spotKey(l.kind, l.selection);
      placed.set(key, (placed.get(key) ?? 0n) + BigInt(l.stake));
    }
  }
  return placed;
}

/** What the player bet on the latest earlier round the table still reports: what Rebet puts back. */
export function previousLines(state: TableState | undefined): BetLine[] | null {
  const earlier = (state?.myBets ?? []).filter((b) => b.roundId !== state?.round?.id);
  const roundId = earlier[0]?.roundId;
  if (roundId === undefined) return null;
  return earlier.filter((b) => b.roundId === roundId).flatMap((b) => b.lines);
}
