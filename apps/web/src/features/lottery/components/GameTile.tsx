import type { LotteryMenuGame } from '@mekong/contracts';
import { useTranslation } from 'react-i18next';
import { familyIcon } from '../lib/paths.ts';
import { drawDays } from '../lib/weekday.ts';
import { TileDraw } from './TileDraw.tsx';

type GameTileProps = {
  game: LotteryMenuGame;
  onPlay: (game: LotteryMenuGame) => void;
  pending: boolean;
  testId: string;
};

/** How often a game draws: "every 1 min" for the e-lottery, the draw days for a VN province. */
export function useDrawSpeed() {
  const { t } = useTranslation();
  return (game: Pick<LotteryMenuGame, 'speedMinutes' | 'drawDayOfWeek'>) => {
    if (game.speedMinutes) return t('lottery.hall.every', { n: game.speedMinutes });
    const days = drawDays(game.drawDayOfWeek);
    if (days.length === 0 || days.length === 7) return t('lottery.hall.daily');
    return days.map((d) => t(`lottery.weekday.long.${d}`)).join(', ');
  };
}

/** One lottery game in the hall: family icon, name, how often it draws, and play. */
export function GameTile({ game, onPlay, pending, testId }: GameTileProps) {
  const { t } = useTranslation();
  const speed = useDrawSpeed();
  return (
    <li className="lott-tile" data-testid={testId}>
      <img className="lott-icon" src={game.iconUrl ?? familyIcon(game.family)} alt="" width={48} height={48} />
      <span className="lott-tile-text">
        <span className="lott-tile-name">{game.remark}</span>
        <span className="lott-tile-speed">{speed(game)}</span>
        {/* The e-lottery draws every few minutes: its card counts down live. */}
        {game.speedMinutes ? <TileDraw code={game.code} /> : null}
      </span>
      <button
        type="button"
        className="btn btn-primary"
        disabled={pending}
        aria-label={t('lottery.hall.playGame', { game: game.remark })}
        onClick={() => onPlay(game)}
      >
        {t('lottery.hall.play')}
      </button>
    </li>
  );
}
