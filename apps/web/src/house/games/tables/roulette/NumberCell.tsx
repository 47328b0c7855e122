import { useBoard } from '../board.tsx';
import type { RouletteOutcome } from '../types.ts';
import { colourOf } from './layout.ts';

/** A number on the layout while the grid bets something else: a picture, the spots on its lines are the buttons. */
export function NumberCell({ n }: { n: number }) {
  const b = useBoard();
  const won = (b.outcome as RouletteOutcome | null)?.number === n;
  return (
    <span className={`roulette-num${n === 0 ? ' roulette-zero' : ''}`} data-won={won || undefined} aria-hidden="true">
      <span data-colour={colourOf(n)}>{n}</span>
    </span>
  );
}
