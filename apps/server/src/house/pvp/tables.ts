import { RESERVE_ANTES } from '../games/pvp/bull-pot.ts';

export const BULL_GAME = 'bull-bull';

/**
 * How long each step of a hand may take. A hand starts at once when every seated player is
 * ready, or `countdownMs` after a second player sits (or after the last result was shown); it
 * ends at once when everyone has chosen, or when `decisionMs` is over.
 */
export type PvpTiming = { countdownMs: number; decisionMs: number; resultMs: number };

/**
 * REAL tables are played with wallet money, FREE tables with a trial window's demo money: the
 * two never share a pot, since demo chips won by a real player would be real money out of thin air.
 */
export type PvpTableDef = { id: string; ante: bigint; mode: 'REAL' | 'FREE'; seats: number; timing: PvpTiming };

const TIMING: PvpTiming = { countdownMs: 15_000, decisionMs: 15_000, resultMs: 6_000 };

const table = (id: string, ante: bigint, mode: PvpTableDef['mode']): PvpTableDef => ({
  id,
  ante,
  mode,
  seats: 5,
  timing: TIMING,
});

/** Fixed tables per stake: ante 1.00 and 10.00 with wallet money, 1.00 with demo money. */
export const PVP_TABLES: PvpTableDef[] = [
  table('bull-100-1', 100n, 'REAL'),
  table('bull-100-2', 100n, 'REAL'),
  table('bull-100-3', 100n, 'REAL'),
  table('bull-1000-1', 1000n, 'REAL'),
  table('bull-1000-2', 1000n, 'REAL'),
  table('bull-free-1', 100n, 'FREE'),
  table('bull-free-2', 100n, 'FREE'),
];

/** Tables added at run time (tests give each case a table of its own). */
const extra = new Map<string, PvpTableDef>();
export const addPvpTable = (t: PvpTableDef) => void extra.set(t.id, t);

export const pvpTableById = (id: string) => PVP_TABLES.find((t) => t.id === id) ?? extra.get(id);
export const reserveOf = (t: PvpTableDef) => t.ante * RESERVE_ANTES;
