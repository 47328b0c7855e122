import { useHouseT } from '../../../i18n.ts';
import { BetSpot } from '../board.tsx';
import { betName } from '../texts.ts';

/** Player and banker across the table, the tie between them, the two pair bets above. */
export function BaccaratBoard() {
  const { t } = useHouseT();
  const spot = (kind: string, className: string) => (
    <BetSpot kind={kind} name={betName(t, kind)} className={className} />
  );
  return (
    <div className="tables-board tables-board-cards">
      {spot('PLAYER_PAIR', 'tables-side-a tables-small')}
      {spot('TIE', 'tables-side-tie tables-small')}
      {spot('BANKER_PAIR', 'tables-side-b tables-small')}
      {spot('PLAYER', 'tables-side-a tables-main')}
      {spot('BANKER', 'tables-side-b tables-main')}
    </div>
  );
}
