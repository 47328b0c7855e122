import type { Rng } from '../../../platform/fair.ts';
import {
  type BetError,
  LOST,
  type Settlement,
  settleEach,
  type TableBet,
  type TableGameInfo,
  winPayout,
} from './bets.ts';

/** Sic bo: three dice. Big is 11–17, small 4–10, and both (like odd and even) lose on any triple. */

export type SicBoSize = 'BIG' | 'SMALL' | 'TRIPLE';

export type SicBoOutcome = { dice: [number, number, number]; total: number; triple: boolean; size: SicBoSize };

export function diceResult(dice: [number, number, number]): SicBoOutcome {
  if (!dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)) throw new RangeError(`not dice: ${dice}`);
  const total = dice[0] + dice[1] + dice[2];
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  return { dice, total, triple, size: triple ? 'TRIPLE' : total >= 11 ? 'BIG' : 'SMALL' };
}

export const deal = (rng: Rng): SicBoOutcome => diceResult([rng.int(6) + 1, rng.int(6) + 1, rng.int(6) + 1]);

export const SICBO_BET_KINDS = [
  'BIG',
  'SMALL',
  'ODD',
  'EVEN',
  'TOTAL',
  'SINGLE',
  'DOUBLE',
  'TRIPLE',
  'ANY_TRIPLE',
  'COMBINATION',
] as const;
export type SicBoBetKind = (typeof SICBO_BET_KINDS)[number];
export type SicBoBet = TableBet<SicBoBetKind>;

/** The common Macau table: to one, for a total of 4..17. */
export const TOTAL_PAYS: Record<number, number> = {
  4: 60,
  5: 30,
  6: 17,
  7: 12,
  8: 8,
  9: 6,
  10: 6,
  11: 6,
  12: 6,
  13: 8,
  14: 12,
  15: 17,
  16: 30,
  17: 60,
};

const isFace = (n: number | undefined) => n !== undefined && Number.isInteger(n) && n >= 1 && n <= 6;

export function validateBet(kind: string, selection?: readonly number[]): BetError | null {
  if (!SICBO_BET_KINDS.includes(kind as SicBoBetKind)) return 'UNKNOWN_BET_KIND';
  const plain = kind === 'BIG' || kind === 'SMALL' || kind === 'ODD' || kind === 'EVEN' || kind === 'ANY_TRIPLE';
  if (plain) return selection === undefined ? null : 'SELECTION_NOT_ALLOWED';
  if (!selection) return 'SELECTION_REQUIRED';
  const [first, second] = selection;
  if (kind === 'COMBINATION')
    return selection.length === 2 && isFace(first) && isFace(second) && first !== second ? null : 'INVALID_SELECTION';
  if (selection.length !== 1) return 'INVALID_SELECTION';
  if (kind === 'TOTAL') return first !== undefined && TOTAL_PAYS[first] !== undefined ? null : 'INVALID_SELECTION';
  return isFace(first) ? null : 'INVALID_SELECTION';
}

function settleBet({ dice, total, triple, size }: SicBoOutcome, { kind, selection = [], stake }: SicBoBet): Settlement {
  const [first = 0, second = 0] = selection;
  const showing = dice.filter((d) => d === first).length;
  const winsIf = (won: boolean, toOne: number) => (won ? winPayout(stake, BigInt(toOne)) : LOST);
  switch (kind) {
    case 'BIG':
    case 'SMALL':
      return winsIf(size === kind, 1);
    case 'ODD':
    case 'EVEN':
      return winsIf(!triple && (total % 2 === 1) === (kind === 'ODD'), 1);
    case 'TOTAL':
      return winsIf(total === first, TOTAL_PAYS[first] ?? 0);
    case 'SINGLE':
      return winsIf(showing > 0, showing);
    case 'DOUBLE':
      return winsIf(showing >= 2, 10);
    case 'TRIPLE':
      return winsIf(showing === 3, 180);
    case 'ANY_TRIPLE':
      return winsIf(triple, 30);
    case 'COMBINATION':
      return winsIf(dice.includes(first) && dice.includes(second), 6);
  }
}

export const settle = (outcome: SicBoOutcome, bets: readonly SicBoBet[]): Settlement[] =>
  settleEach(bets, validateBet, (bet) => settleBet(outcome, bet));

/** Exact over the 216 equally likely throws. */
export const GAME_INFO: TableGameInfo<SicBoBetKind> = {
  code: 'sicbo',
  headlineBet: 'BIG',
  rtp: 0.9722,
  mainBets: ['BIG', 'SMALL'],
  simulationRounds: 1_000_000,
  bets: {
    BIG: { pays: '1:1', minMultiplier: 2, maxMultiplier: 2, rtp: 0.972222, stdDev: 0.999614, selection: null },
    SMALL: { pays: '1:1', minMultiplier: 2, maxMultiplier: 2, rtp: 0.972222, stdDev: 0.999614, selection: null },
    ODD: { pays: '1:1', minMultiplier: 2, maxMultiplier: 2, rtp: 0.972222, stdDev: 0.999614, selection: null },
    EVEN: { pays: '1:1', minMultiplier: 2, maxMultiplier: 2, rtp: 0.972222, stdDev: 0.999614, selection: null },
    TOTAL: {
      pays: '6:1 to 60:1 by total',
      minMultiplier: 7,
      maxMultiplier: 61,
      rtp: 0.810185,
      // (pays + 1) × ways / 216, ways being 3, 6, 10, 15, 21, 25, 27 for totals 4..10 and mirrored for 11..17.
      rtpBySelection: {
        4: 0.847222,
        5: 0.861111,
        6: 0.833333,
        7: 0.902778,
        8: 0.875,
        9: 0.810185,
        10: 0.875,
        11: 0.875,
        12: 0.810185,
        13: 0.875,
        14: 0.902778,
        15: 0.833333,
        16: 0.861111,
        17: 0.847222,
      },
      stdDev: 7.138821,
      selection: '[n], a total from 4 to 17',
    },
    SINGLE: {
      pays: '1:1 / 2:1 / 3:1',
      minMultiplier: 2,
      maxMultiplier: 4,
      rtp: 0.921296,
      stdDev: 1.113183,
      selection: '[face]',
    },
    DOUBLE: {
      pays: '10:1',
      minMultiplier: 11,
      maxMultiplier: 11,
      rtp: 0.814815,
      stdDev: 2.880805,
      selection: '[face]',
    },
    TRIPLE: {
      pays: '180:1',
      minMultiplier: 181,
      maxMultiplier: 181,
      rtp: 0.837963,
      stdDev: 12.286949,
      selection: '[face]',
    },
    ANY_TRIPLE: {
      pays: '30:1',
      minMultiplier: 31,
      maxMultiplier: 31,
      rtp: 0.861111,
      stdDev: 5.094402,
      selection: null,
    },
    COMBINATION: {
      pays: '6:1',
      minMultiplier: 7,
      maxMultiplier: 7,
      rtp: 0.972222,
      stdDev: 2.420814,
      selection: '[a, b], two different faces',
    },
  },
};

export type SicBoRoadEntry = { dice: [number, number, number]; total: number; size: SicBoSize };

/** The last `limit` throws with their totals and big/small/triple, oldest first. */
export function road(outcomes: readonly SicBoOutcome[], limit = 100) {
  const recent = outcomes.slice(-limit).map(({ dice, total, size }): SicBoRoadEntry => ({ dice, total, size }));
  const count = (size: SicBoSize) => recent.filter((entry) => entry.size === size).length;
  return { recent, counts: { BIG: count('BIG'), SMALL: count('SMALL'), TRIPLE: count('TRIPLE') } };
}
