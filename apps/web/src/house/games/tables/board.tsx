import { type CSSProperties, createContext, type ReactNode, useContext } from 'react';
import { formatMinor } from '../../../shared/lib/money.ts';
import { useHouseT } from '../../i18n.ts';
import { chipFace, paysOf, spotKey } from './spots.ts';
import { spotWins } from './wins.ts';

/** What every spot on a board needs to know: stakes on it, whether it won, and what a tap does. */
export type BoardState = {
  game: string;
  pending: ReadonlyMap<string, bigint>;
  placed: ReadonlyMap<string, bigint>;
  /** The drawn outcome while the result shows, else null. */
  outcome: unknown;
  open: boolean;
  onSpot: (kind: string, selection?: number[]) => void;
};

export const BoardContext = createContext<BoardState | null>(null);

export function useBoard(): BoardState {
  const b = useContext(BoardContext);
  if (!b) throw new Error('useBoard outside a table board');
  return b;
}

type SpotProps = {
  kind: string;
  selection?: number[];
  /** The bet's name, read out with its payout and the stakes on it. */
  name: string;
  /** What the spot shows, when not simply its name. */
  children?: ReactNode;
  showPays?: boolean;
  className?: string;
  style?: CSSProperties;
};

/** One bet on the board: a button that takes the chosen chip, shows the stakes on it and lights up when it wins. */
export function BetSpot({ kind, selection, name, children, showPays = true, className = '', style }: SpotProps) {
  const { t } = useHouseT();
  const b = useBoard();
  const key = spotKey(kind, selection);
  const pending = b.pending.get(key);
  const placed = b.placed.get(key);
  const won = b.outcome != null && spotWins(b.game, b.outcome, kind, selection);
  const pays = paysOf(b.game, kind, selection);
  const label = [
    name,
    t('tables.pays', { pays }),
    placed && t('tables.placedOn', { amount: formatMinor(placed) }),
    pending && t('tables.pendingOn', { amount: formatMinor(pending) }),
    won && t('tables.winningSpot'),
  ]
    .filter(Boolean)
    .join(', ');
  // The name is read from the hidden text; the picture of the spot (its face, payout and chips) is
  // hidden from screen readers, so the name always holds the whole bet rather than a face like "2:1".
  return (
    <button
      type="button"
      className={`tables-spot ${className}`}
      style={style}
      data-testid={`table-spot-${key}`}
      data-won={won || undefined}
      data-placed={placed?.toString()}
      data-pending={pending?.toString()}
      aria-disabled={!b.open}
      onClick={() => b.open && b.onSpot(kind, selection)}
    >
      <span className="tables-spot-face" aria-hidden="true">
        {children ?? <span className="tables-spot-name">{name}</span>}
        {showPays && <span className="tables-spot-pays">{pays}</span>}
        {(placed !== undefined || pending !== undefined) && (
          <span className="tables-stakes">
            {placed !== undefined && <span className="tables-stake tables-stake-placed">{chipFace(placed)}</span>}
            {pending !== undefined && <span className="tables-stake tables-stake-pending">+{chipFace(pending)}</span>}
          </span>
        )}
      </span>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
