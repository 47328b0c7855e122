import type { GameCategory, GameEntry } from '@mekong/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHotGames } from '../api/hot-games.ts';
import { useLaunch } from '../lib/use-launch.ts';
import { GameGrid } from './GameGrid.tsx';
import { VassalagePopup } from './VassalagePopup.tsx';

/** The games the merchant marks hot, ready to play; hidden when hot games are switched off. */
export function HotGames({ category }: { category?: GameCategory }) {
  const { t } = useTranslation();
  const { on, query } = useHotGames(category);
  const [lobby, setLobby] = useState<GameEntry | null>(null);
  const { launch, error, pending } = useLaunch(setLobby);
  if (!on) return null;
  return (
    <section aria-labelledby="hot-games" data-testid="hot-games">
      <h2 id="hot-games">{t('games.hot')}</h2>
      {query.isPending && <p className="loading">{t('shell.loading')}</p>}
      {query.isError && <p role="alert">{query.error.message}</p>}
      {error && <p role="alert">{error}</p>}
      {query.data?.length === 0 && <p className="empty">{t('games.none')}</p>}
      <GameGrid games={query.data ?? []} onLaunch={launch} pending={pending} testId="hot-grid" />
      <VassalagePopup lobby={lobby} onClose={() => setLobby(null)} onLaunch={launch} pending={pending} />
    </section>
  );
}
