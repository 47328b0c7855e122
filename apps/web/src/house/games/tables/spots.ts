import { formatMinor } from '../../../shared/lib/money.ts';

/** Spots on a betting board: how a bet kind plus selection is keyed, named in tests and paid. */

/** 'BANKER', 'STRAIGHT-17', 'SPLIT-1-2': one spot, as the board and the bet slip key it. */
export const spotKey = (kind: string, selection?: readonly number[]) =>
  selection && selection.length > 0 ? `${kind}-${selection.join('-')}` : kind;

/** Pays to one, as the engines publish them (apps/server/src/house/games/tables GAME_INFO). */
const PAYS: Record<string, Record<string, string>> = {
  baccarat: { PLAYER: '1:1', BANKER: '0.95:1', TIE: '8:1', PLAYER_PAIR: '11:1', BANKER_PAIR: '11:1' },
  'dragon-tiger': { DRAGON: '1:1', TIGER: '1:1', TIE: '8:1', SUITED_TIE: '50:1' },
  roulette: {
    STRAIGHT: '35:1',
    SPLIT: '17:1',
    STREET: '11:1',
    CORNER: '8:1',
    LINE: '5:1',
    DOZEN: '2:1',
    COLUMN: '2:1',
    RED: '1:1',
    BLACK: '1:1',
    ODD: '1:1',
    EVEN: '1:1',
    LOW: '1:1',
    HIGH: '1:1',
  },
  sicbo: {
    BIG: '1:1',
    SMALL: '1:1',
    ODD: '1:1',
    EVEN: '1:1',
    SINGLE: '1:1 / 2:1 / 3:1',
    DOUBLE: '10:1',
    TRIPLE: '180:1',
    ANY_TRIPLE: '30:1',
    COMBINATION: '6:1',
  },
};

/** The sic bo totals table: to one, for a total of 4..17. */
export const SICBO_TOTAL_PAYS: Record<number, number> = {
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

export function paysOf(game: string, kind: string, selection?: readonly number[]): string {
  if (game === 'sicbo' && kind === 'TOTAL') return `${SICBO_TOTAL_PAYS[selection?.[0] ?? 0] ?? 0}:1`;
  return PAYS[game]?.[kind] ?? '';
}

/** Chip values (minor units) a table offers: the usual ladder, kept within the table's limits. */
const CHIP_LADDER = [100n, 500n, 1_000n, 5_000n, 10_000n, 50_000n, 100_000n];

export function chipsWithin(min: bigint, max: bigint): bigint[] {
  const chips = CHIP_LADDER.filter((c) => c >= min && c <= max);
  return chips.length > 0 ? chips : [min];
}

/** A chip's face: whole units, thousands as K ("5", "100", "1K"); odd amounts with their cents. */
export function chipFace(minor: bigint): string {
  if (minor % 100n !== 0n) return formatMinor(minor);
  const whole = minor / 100n;
  return whole >= 1000n && whole % 1000n === 0n ? `${whole / 1000n}K` : whole.toString();
}
