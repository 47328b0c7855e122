import { coveredNumbers } from './roulette/layout.ts';
import type { BaccaratOutcome, DragonTigerOutcome, RouletteOutcome, SicBoOutcome } from './types.ts';

/**
 * Whether a spot won, to light it up when the result shows. The server settles the money; this
 * only mirrors the engines' rules for the picture (a push or half back is not lit).
 */
export function spotWins(game: string, outcome: unknown, kind: string, selection: readonly number[] = []): boolean {
  switch (game) {
    case 'baccarat':
      return baccaratWins(outcome as BaccaratOutcome, kind);
    case 'dragon-tiger':
      return dragonTigerWins(outcome as DragonTigerOutcome, kind);
    case 'roulette':
      return coveredNumbers(kind, selection).includes((outcome as RouletteOutcome).number);
    case 'sicbo':
      return sicboWins(outcome as SicBoOutcome, kind, selection);
    default:
      return false;
  }
}

function baccaratWins(o: BaccaratOutcome, kind: string) {
  if (kind === 'PLAYER_PAIR') return o.playerPair;
  if (kind === 'BANKER_PAIR') return o.bankerPair;
  return o.winner === kind;
}

function dragonTigerWins(o: DragonTigerOutcome, kind: string) {
  if (kind === 'SUITED_TIE') return o.suitedTie;
  return o.winner === kind;
}

function sicboWins({ dice, total, triple, size }: SicBoOutcome, kind: string, selection: readonly number[]) {
  const [first = 0, second = 0] = selection;
  const showing = dice.filter((d) => d === first).length;
  switch (kind) {
    case 'BIG':
    case 'SMALL':
      return size === kind;
    case 'ODD':
    case 'EVEN':
      return !triple && (total % 2 === 1) === (kind === 'ODD');
    case 'TOTAL':
      return total === first;
    case 'SINGLE':
      return showing > 0;
    case 'DOUBLE':
      return showing >= 2;
    case 'TRIPLE':
      return showing === 3;
    case 'ANY_TRIPLE':
      return triple;
    case 'COMBINATION':
      return dice.includes(first) && dice.includes(second);
    default:
      return false;
  }
}
