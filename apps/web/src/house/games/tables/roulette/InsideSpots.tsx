import { useHouseT } from '../../../i18n.ts';
import { BetSpot, useBoard } from '../board.tsx';
import { chipFace, spotKey } from '../spots.ts';
import { betName } from '../texts.ts';
import { INSIDE_SPOTS } from './layout.ts';
import type { InsideKind } from './RouletteBoard.tsx';

const at = (x: number, y: number) => ({ left: `${x * 100}%`, top: `${y * 100}%` });

/**
 * The splits, streets, corners and six lines on the lines of the grid: buttons for the kind being
 * bet, and a mark for stakes already on the others so the whole bet stays in view.
 */
export function InsideSpots({ mode }: { mode: InsideKind }) {
  const { t } = useHouseT();
  const b = useBoard();
  return (
    <>
      {INSIDE_SPOTS.map((s) => {
        const key = spotKey(s.kind, s.selection);
        if (s.kind === mode)
          return (
            <BetSpot
              key={key}
              kind={s.kind}
              selection={s.selection}
              name={betName(t, s.kind, s.selection)}
              showPays={false}
              className="roulette-inside"
              style={at(s.x, s.y)}
            >
              <span className="roulette-inside-dot" />
            </BetSpot>
          );
        const stake = (b.placed.get(key) ?? 0n) + (b.pending.get(key) ?? 0n);
        if (stake === 0n) return null;
        return (
          <span key={key} className="roulette-inside-mark" style={at(s.x, s.y)} aria-hidden="true">
            {chipFace(stake)}
          </span>
        );
      })}
    </>
  );
}
