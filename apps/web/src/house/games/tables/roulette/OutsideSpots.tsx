import { useHouseT } from '../../../i18n.ts';
import { BetSpot } from '../board.tsx';
import { betName } from '../texts.ts';
import { EVEN_MONEY } from './layout.ts';

/** Columns under the grid (2:1), then the dozens, then the even-money bets. */
export function OutsideSpots() {
  const { t } = useHouseT();
  return (
    <>
      <div className="roulette-row3">
        {[1, 2, 3].map((c) => (
          <BetSpot key={c} kind="COLUMN" selection={[c]} name={betName(t, 'COLUMN', [c])}>
            <span className="visually-hidden">{betName(t, 'COLUMN', [c])}</span>
          </BetSpot>
        ))}
      </div>
      <div className="roulette-row3">
        {[1, 2, 3].map((d) => (
          <BetSpot key={d} kind="DOZEN" selection={[d]} name={betName(t, 'DOZEN', [d])}>
            <span className="tables-spot-name">{`${12 * (d - 1) + 1}–${12 * d}`}</span>
          </BetSpot>
        ))}
      </div>
      <div className="roulette-row3 roulette-even">
        {EVEN_MONEY.map((k) => (
          <BetSpot key={k} kind={k} name={betName(t, k)} className={`roulette-${k.toLowerCase()}`} />
        ))}
      </div>
    </>
  );
}
