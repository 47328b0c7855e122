import { useCallback, useMemo, useState } from 'react';
import { spotKey } from './spots.ts';
import type { BetLine } from './types.ts';

/** The server takes at most this many lines in one placement. */
export const MAX_LINES = 20;

type Pending = { kind: string; selection?: number[]; stake: bigint };

/**
 * The chips put on the board but not yet confirmed: one stake per spot, growing by a chip a tap.
 * `add` answers why a chip was refused ('tooManyLines', 'overMax'), or null.
 */
export function useBetSlip() {
  const [pending, setPending] = useState<ReadonlyMap<string, Pending>>(new Map());

  const add = useCallback(
    (kind: string, selection: number[] | undefined, chip: bigint, max: bigint): 'tooManyLines' | 'overMax' | null => {
      const key = spotKey(kind, selection);
      const now = pending.get(key);
      if (!now && pending.size >= MAX_LINES) return 'tooManyLines';
      const stake = (now?.stake ?? 0n) + chip;
      if (stake > max) return 'overMax';
      const next = new Map(pending);
      next.set(key, { kind, ...(selection ? { selection } : {}), stake });
      setPending(next);
      return null;
    },
    [pending],
  );

  const clear = useCallback(() => setPending(new Map()), []);

  /** Puts the given lines back on the board (rebet), replacing what was pending. */
  const load = useCallback((lines: readonly BetLine[]) => {
    const next = new Map<string, Pending>();
    for (const l of lines.slice(0, MAX_LINES)) {
      const key = spotKey(l.kind, l.selection);
      const stake = (next.get(key)?.stake ?? 0n) + BigInt(l.stake);
      next.set(key, { kind: l.kind, ...(l.selection ? { selection: l.selection } : {}), stake });
    }
    setPending(next);
  }, []);

  /** Takes off what a placement sent, keeping chips added while it was on its way. */
  const remove = useCallback((lines: readonly BetLine[]) => {
    setPending((now) => {
      const next = new Map(now);
      for (const l of lines) {
        const key = spotKey(l.kind, l.selection);
        const left = (next.get(key)?.stake ?? 0n) - BigInt(l.stake);
        const spot = next.get(key);
        if (spot && left > 0n) next.set(key, { ...spot, stake: left });
        else next.delete(key);
      }
      return next;
    });
  }, []);

  const stakes = useMemo(() => new Map([...pending].map(([k, p]) => [k, p.stake])), [pending]);
  const total = useMemo(() => [...pending.values()].reduce((sum, p) => sum + p.stake, 0n), [pending]);
  const lines = useCallback(
    (): BetLine[] =>
      [...pending.values()].map((p) => ({
        kind: p.kind,
        ...(p.selection ? { selection: p.selection } : {}),
        stake: p.stake.toString(),
      })),
    [pending],
  );
  return { stakes, total, count: pending.size, add, clear, load, remove, lines };
}
