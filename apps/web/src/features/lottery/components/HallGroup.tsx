import type { LotteryMenuGame, LotteryMenuGroup } from '@mekong/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { filterByWeekday, hasWeekdayFilter } from '../lib/weekday.ts';
import { GameTile } from './GameTile.tsx';
import { useWeekday, WeekdayFilter } from './WeekdayFilter.tsx';

type HallGroupProps = {
  group: LotteryMenuGroup;
  onPlay: (game: LotteryMenuGame) => void;
  pending: string | null;
};

/** One family or VN region of the hall, its games as cards; central and south filtered by weekday. */
export function HallGroup({ group, onPlay, pending }: HallGroupProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const filtered = hasWeekdayFilter(group.tag);
  const [day, setDay] = useWeekday();
  const games = filtered ? filterByWeekday(group.gameMenus, day) : group.gameMenus;
  return (
    <section className="lott-group" aria-labelledby={titleId} data-testid={`hall-group-${group.gameGroupCode}`}>
      <div className="lott-group-head">
        <h3 id={titleId}>{group.labelName}</h3>
        {filtered && (
          <WeekdayFilter
            value={day}
            onChange={setDay}
            region={group.labelName}
            testIdPrefix={`hall-weekday-${group.tag}`}
          />
        )}
      </div>
      {games.length === 0 && <p className="empty">{t('lottery.weekday.none')}</p>}
      {games.length > 0 && (
        <ul className="lott-tiles">
          {games.map((game) => (
            <GameTile
              key={game.code}
              game={game}
              onPlay={onPlay}
              pending={pending === game.code}
              testId={`hall-game-${game.code}`}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
