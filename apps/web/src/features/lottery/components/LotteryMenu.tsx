import type { LotteryMenuGroup } from '@mekong/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGameMenus } from '../api/game-menus.ts';
import { usePopularGames } from '../api/popular-games.ts';
import { gamePath, popularPath } from '../lib/paths.ts';
import { filterByWeekday, hasWeekdayFilter } from '../lib/weekday.ts';
import { useWeekday, WeekdayFilter } from './WeekdayFilter.tsx';
import '../lottery-menu.css';

type LotteryMenuProps = { id: string; label: string; onNavigate: () => void };

/**
 * The header's lottery dropdown: the HOT games, then every lottery category with
 * its games; the VN central and southern lists filtered by weekday. Each game links to its page.
 */
export function LotteryMenu({ id, label, onNavigate }: LotteryMenuProps) {
  const { t } = useTranslation();
  const popular = usePopularGames();
  const menus = useGameMenus();
  const hotId = useId();
  return (
    <section className="lottery-menu" id={id} aria-label={label} data-testid="lottery-menu">
      <div className="lottery-menu-group">
        <p className="lottery-menu-title" id={hotId}>
          {t('lottery.menu.hot')}
        </p>
        {popular.isPending && <p className="hint">{t('shell.loading')}</p>}
        {popular.data?.length === 0 && <p className="hint">{t('lottery.menu.noHot')}</p>}
        <ul className="lottery-menu-list" aria-labelledby={hotId}>
          {popular.data?.map((game) => (
            <li key={game.gameCode}>
              <Link to={popularPath(game)} onClick={onNavigate} data-testid={`lott-menu-hot-${game.gameCode}`}>
                {game.remark}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      {menus.isPending && <p className="hint">{t('shell.loading')}</p>}
      {menus.isError && <p role="alert">{menus.error.message}</p>}
      {menus.data?.map((group) => (
        <MenuGroup key={`${group.tag}-${group.gameGroupCode}`} group={group} onNavigate={onNavigate} />
      ))}
    </section>
  );
}

function MenuGroup({ group, onNavigate }: { group: LotteryMenuGroup; onNavigate: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const filtered = hasWeekdayFilter(group.tag);
  const [day, setDay] = useWeekday();
  const games = filtered ? filterByWeekday(group.gameMenus, day) : group.gameMenus;
  return (
    <div className="lottery-menu-group" data-testid={`lott-menu-group-${group.gameGroupCode}`}>
      <p className="lottery-menu-title" id={titleId}>
        {group.labelName}
      </p>
      {filtered && (
        <WeekdayFilter
          value={day}
          onChange={setDay}
          region={group.labelName}
          testIdPrefix={`lott-menu-weekday-${group.tag}`}
        />
      )}
      {games.length === 0 && <p className="hint">{t('lottery.weekday.none')}</p>}
      <ul className="lottery-menu-list" aria-labelledby={titleId}>
        {games.map((game) => (
          <li key={game.code}>
            <Link to={gamePath(game)} onClick={onNavigate} data-testid={`lott-menu-game-${game.code}`}>
              {game.remark}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
