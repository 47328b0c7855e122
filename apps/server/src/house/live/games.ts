import type { Rng } from '../../platform/fair.ts';
import type { BetError, Settlement, TableBet } from '../games/tables/bets.ts';

/** What the table runner needs from a table game's engine. */
export type TableGameModule = {
  code: string;
  deal: (rng: Rng) => unknown;
  validateBet: (kind: string, selection?: readonly number[]) => BetError | null;
  settle: (outcome: never, bets: readonly TableBet[]) => Settlement[];
  road: (outcomes: readonly never[]) => unknown;
};

/** A table's clock: how long bets are taken, then how long the result stays on screen. */
export type TableTiming = { bettingMs: number; resultMs: number };

export type TableDef = { id: string; game: TableGameModule; timing: TableTiming; minStake: bigint; maxStake: bigint };
