import type { GameEntry } from '@mekong/contracts';
import { useTranslation } from 'react-i18next';
import type { LaunchMode } from '../api/launch-game.ts';
import { LazyImage } from './LazyImage.tsx';

export type GameCardProps = {
  game: GameEntry;
  onLaunch: (game: GameEntry, mode: LaunchMode) => void;
  pending: boolean;
  favourite?: { on: boolean; isFavourite: boolean; toggle: () => void } | undefined;
};

/** One game: icon, name, hot tag, star, and its play and free trial buttons. */
export function GameCard({ game, onLaunch, pending, favourite }: GameCardProps) {
  const { t } = useTranslation();
  return (
    <li className="game-card" data-testid={`game-${game.gameCode}`}>
      <LazyImage src={game.iconUrl} alt="" fallback={game.gameName.slice(0, 1)} />
      <span className="game-name">
        {game.gameName}
        {game.isHot && <span className="hot">{t('shell.hot')}</span>}
      </span>
      {favourite?.on && (
        <button
          type="button"
          className="btn btn-icon game-star"
          aria-pressed={favourite.isFavourite}
          aria-label={t(favourite.isFavourite ? 'games.unfavourite' : 'games.favourite', { game: game.gameName })}
          onClick={favourite.toggle}
        >
          <span aria-hidden="true">{favourite.isFavourite ? '★' : '☆'}</span>
        </button>
      )}
      <span className="game-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={pending}
          aria-label={t(game.isGame ? 'games.playGame' : 'games.openGame', { game: game.gameName })}
          onClick={() => onLaunch(game, 'REAL')}
        >
          {game.isGame ? t('games.play') : t('games.open')}
        </button>
        {game.isGame && (
          <button
            type="button"
            className="btn"
            disabled={pending}
            aria-label={t('games.trialGame', { game: game.gameName })}
            onClick={() => onLaunch(game, 'FREE')}
          >
            {t('games.trial')}
          </button>
        )}
      </span>
    </li>
  );
}
