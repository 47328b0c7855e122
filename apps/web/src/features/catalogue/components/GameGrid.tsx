import type { GameEntry } from '@mekong/contracts';
import { useTranslation } from 'react-i18next';
import type { LaunchMode } from '../api/launch-game.ts';
import { useFavourites } from '../lib/use-favourites.ts';
import { GameCard } from './GameCard.tsx';

type GameGridProps = {
  games: GameEntry[];
  onLaunch: (game: GameEntry, mode: LaunchMode) => void;
  pending: number | null;
  testId?: string;
};

/** A grid of game cards with the member's favourite stars. */
export function GameGrid({ games, onLaunch, pending, testId = 'game-grid' }: GameGridProps) {
  const { t } = useTranslation();
  const fav = useFavourites();
  return (
    <>
      {fav.error && <p role="alert">{fav.error}</p>}
      <ul className="game-grid" data-testid={testId} aria-label={t('games.list')}>
        {games.map((game) => (
          <GameCard
            key={game.nodeId}
            game={game}
            onLaunch={onLaunch}
            pending={pending === game.nodeId}
            favourite={
              game.isGame
                ? { on: fav.on, isFavourite: fav.isFavourite(game.nodeId), toggle: () => fav.toggle(game.nodeId) }
                : undefined
            }
          />
        ))}
      </ul>
    </>
  );
}
