import { useState } from 'react';
import { useHouseT } from '../../../i18n.ts';
import { BetSpot } from '../board.tsx';
import { betName } from '../texts.ts';
import { InsideSpots } from './InsideSpots.tsx';
import { colourOf, NUMBERS } from './layout.ts';
import { NumberCell } from './NumberCell.tsx';
import { OutsideSpots } from './OutsideSpots.tsx';

export const INSIDE_KINDS = ['STRAIGHT', 'SPLIT', 'STREET', 'CORNER', 'LINE'] as const;
export type InsideKind = (typeof INSIDE_KINDS)[number];

/**
 * The single-zero layout, upright so it fits a phone: the zero on top, twelve rows of three. The
 * player picks what a tap on the grid bets: single numbers, or the splits, streets, corners or six
 * lines, whose buttons then sit on the lines between the numbers they cover.
 */
export function RouletteBoard() {
  const { t } = useHouseT();
  const [mode, setMode] = useState<InsideKind>('STRAIGHT');
  return (
    <div className="tables-board roulette-board">
      <fieldset className="roulette-modes">
        <legend>{t('tables.insideKind')}</legend>
        {INSIDE_KINDS.map((k) => (
          <button
            key={k}
            type="button"
            className="btn"
            aria-pressed={mode === k}
            data-testid={`table-mode-${k}`}
            onClick={() => setMode(k)}
          >
            {t(`tables.inside.${k}`)}
          </button>
        ))}
      </fieldset>
      <div className="roulette-layout" data-mode={mode}>
        {mode === 'STRAIGHT' ? (
          <BetSpot
            kind="STRAIGHT"
            selection={[0]}
            name={betName(t, 'STRAIGHT', [0])}
            showPays={false}
            className="roulette-num roulette-zero"
          >
            <span data-colour="GREEN">0</span>
          </BetSpot>
        ) : (
          <NumberCell n={0} />
        )}
        <div className="roulette-grid">
          {NUMBERS.map((n) =>
            mode === 'STRAIGHT' ? (
              <BetSpot
                key={n}
                kind="STRAIGHT"
                selection={[n]}
                name={`${betName(t, 'STRAIGHT', [n])} ${t(`tables.colour.${colourOf(n)}`)}`}
                showPays={false}
                className="roulette-num"
              >
                <span data-colour={colourOf(n)}>{n}</span>
              </BetSpot>
            ) : (
              <NumberCell key={n} n={n} />
            ),
          )}
          <InsideSpots mode={mode} />
        </div>
        <OutsideSpots />
      </div>
    </div>
  );
}
