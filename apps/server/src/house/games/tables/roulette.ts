import type { Rng } from '../../../platform/fair.ts';
import {
  type BetError,
  type BetKindInfo,
  LOST,
  type Settlement,
  settleEach,
  type TableBet,
  type TableGameInfo,
  winPayout,
} from './bets.ts';
import {
  type Colour,
  colourOf,
  columnNumbers,
  dozenNumbers,
  EVEN_MONEY_NUMBERS,
  INSIDE_SELECTIONS,
  isValidGroup,
  POCKETS,
} from './roulette-layout.ts';

export { type Colour, colourOf } from './roulette-layout.ts';

/** European roulette: one zero, no la partage (even-money bets simply lose on zero). */

export type RouletteOutcome = {
  number: number;
  colour: Colour;
  parity: 'ODD' | 'EVEN' | null;
  half: 'LOW' | 'HIGH' | null;
};

export function spinResult(number: number): RouletteOutcome {
  if (!Number.isInteger(number) || number < 0 || number >= POCKETS) throw new RangeError(`no pocket ${number}`);
  if (number === 0) return { number, colour: 'GREEN', parity: null, half: null };
  return { number, colour: colourOf(number), parity: number % 2 ? 'ODD' : 'EVEN', half: number <= 18 ? 'LOW' : 'HIGH' };
}

export const deal = (rng: Rng): RouletteOutcome => spinResult(rng.int(POCKETS));

const INSIDE_KINDS = ['STRAIGHT', 'SPLIT', 'STREET', 'CORNER', 'LINE'] as const;
const GROUP_OF_TWELVE_KINDS = ['DOZEN', 'COLUMN'] as const;
const EVEN_MONEY_KINDS = ['RED', 'BLACK', 'ODD', 'EVEN', 'LOW', 'HIGH'] as const;
export const ROULETTE_BET_KINDS = [...INSIDE_KINDS, ...GROUP_OF_TWELVE_KINDS, ...EVEN_MONEY_KINDS] as const;
export type RouletteBetKind = (typeof ROULETTE_BET_KINDS)[number];
export type RouletteBet = TableBet<RouletteBetKind>;

const isKind = <K extends string>(kinds: readonly K[], kind: string): kind is K => kinds.includes(kind as K);

export function validateBet(kind: string, selection?: readonly number[]): BetError | null {
  if (!isKind(ROULETTE_BET_KINDS, kind)) return 'UNKNOWN_BET_KIND';
  if (isKind(EVEN_MONEY_KINDS, kind)) return selection === undefined ? null : 'SELECTION_NOT_ALLOWED';
  if (!selection) return 'SELECTION_REQUIRED';
  if (isKind(INSIDE_KINDS, kind)) return isValidGroup(INSIDE_SELECTIONS[kind], selection) ? null : 'INVALID_SELECTION';
  const [which] = selection;
  return selection.length === 1 && (which === 1 || which === 2 || which === 3) ? null : 'INVALID_SELECTION';
}

/** The numbers a (valid) bet covers. */
export function coveredNumbers({ kind, selection = [] }: Pick<RouletteBet, 'kind' | 'selection'>): readonly number[] {
  if (isKind(EVEN_MONEY_KINDS, kind)) return EVEN_MONEY_NUMBERS[kind];
  if (kind === 'DOZEN') return dozenNumbers(selection[0] ?? 0);
  if (kind === 'COLUMN') return columnNumbers(selection[0] ?? 0);
  return selection;
}

/** Every bet covering k numbers pays 36/k − 1 to one, so each returns 36/37 of its stake. */
function settleBet(outcome: RouletteOutcome, bet: RouletteBet): Settlement {
  const covered = coveredNumbers(bet);
  return covered.includes(outcome.number) ? winPayout(bet.stake, BigInt(36 / covered.length - 1)) : LOST;
}

export const settle = (outcome: RouletteOutcome, bets: readonly RouletteBet[]): Settlement[] =>
  settleEach(bets, validateBet, (bet) => settleBet(outcome, bet));

/** k numbers covered: pays 36/k − 1, returns 36/37, deviation √(1296/(37k) − (36/37)²). */
const coverInfo = (k: number, selection: string | null): BetKindInfo => {
  const multiplier = 36 / k;
  const stdDev = Math.sqrt(1296 / (37 * k) - (36 / 37) ** 2);
  return {
    pays: `${multiplier - 1}:1`,
    minMultiplier: multiplier,
    maxMultiplier: multiplier,
    rtp: 36 / 37,
    stdDev,
    selection,
  };
};

export const GAME_INFO: TableGameInfo<RouletteBetKind> = {
  code: 'roulette',
  headlineBet: 'RED',
  rtp: 0.973,
  mainBets: ['RED', 'STRAIGHT'],
  simulationRounds: 1_000_000,
  bets: {
    STRAIGHT: coverInfo(1, 'one number 0-36'),
    SPLIT: coverInfo(2, 'two adjacent numbers, or 0 with 1, 2 or 3'),
    STREET: coverInfo(3, 'a row of three, or 0-1-2 or 0-2-3'),
    CORNER: coverInfo(4, 'four numbers meeting at a corner, or 0-1-2-3'),
    LINE: coverInfo(6, 'two adjacent rows of three'),
    DOZEN: coverInfo(12, '[1], [2] or [3]: 1-12, 13-24, 25-36'),
    COLUMN: coverInfo(12, '[1], [2] or [3]: the column starting with that number'),
    RED: coverInfo(18, null),
    BLACK: coverInfo(18, null),
    ODD: coverInfo(18, null),
    EVEN: coverInfo(18, null),
    LOW: coverInfo(18, null),
    HIGH: coverInfo(18, null),
  },
};

export type RouletteRoadEntry = { number: number; colour: Colour };

/** The last `limit` numbers with their colours, oldest first, and the colour counts over them. */
export function road(outcomes: readonly RouletteOutcome[], limit = 100) {
  const recent = outcomes.slice(-limit).map(({ number, colour }): RouletteRoadEntry => ({ number, colour }));
  const count = (colour: Colour) => recent.filter((entry) => entry.colour === colour).length;
  return { recent, counts: { RED: count('RED'), BLACK: count('BLACK'), GREEN: count('GREEN') } };
}
