import { useHouseT } from '../../../i18n.ts';
import { BetSpot } from '../board.tsx';
import { betName } from '../texts.ts';

/** Dragon and tiger side by side, the tie and the suited tie under them. */
export function DragonTigerBoard() {
  const { t } = useHouseT();
  const spot = (kind: string, className: string) => (
    <BetSpot kind={kind} name={betName(t, kind)} className={className} />
  );
  return (
    <div className="tables-board tables-board-cards tables-board-dt">
      {spot('DRAGON', 'tables-side-b tables-main')}
      {spot('TIGER', 'tables-side-a tables-main')}
      {spot('TIE', 'tables-side-tie tables-small')}
      {spot('SUITED_TIE', 'tables-side-tie tables-small')}
    </div>
  );
}
