import type { GameCategory, GameEntry } from '@mekong/contracts';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFavouriteList } from '../api/favourite-list.ts';
import { useGameList } from '../api/game-list.ts';
import { useRecentGames } from '../api/recent-games.ts';
import { useLaunch } from '../lib/use-launch.ts';
import { GameGrid } from './GameGrid.tsx';
import { VassalagePopup } from './VassalagePopup.tsx';

type Tab = 'all' | 'favourites' | 'recent';

/**
 * A category's games: all of them (searchable, page by page), the member's favourites and recent
 * games of that category, each with play and free trial.
 */
export function GameBrowser({ category, vassalage }: { category?: GameCategory; vassalage?: string | undefined }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('all');
  const [search, setSearch] = useState('');
  const searched = useDeferredValue(search.trim());
  const [lobby, setLobby] = useState<GameEntry | null>(null);
  const { launch, error, pending } = useLaunch(setLobby);
  const all = useGameList({ gameType: category, vassalage, search: searched }, tab === 'all');
  const favourites = useFavouriteList();
  const recent = useRecentGames();
  const ofCategory = (list: GameEntry[] | undefined) =>
    (list ?? []).filter((g) => !category || g.gameType === category);
  const shown =
    tab === 'all'
      ? (all.data?.pages.flatMap((p) => p.games) ?? [])
      : ofCategory(tab === 'favourites' ? favourites.query.data : recent.query.data);
  const loading = tab === 'all' ? all.isPending : (tab === 'favourites' ? favourites : recent).query.isPending;
  const searchId = useId();
  const tabs: Tab[] = [
    'all',
    ...(favourites.on ? (['favourites'] as const) : []),
    ...(recent.on ? (['recent'] as const) : []),
  ];
  return (
    <section className="game-browser" aria-label={t('games.list')}>
      <div className="game-tools">
        <fieldset className="game-tabs">
          <legend className="visually-hidden">{t('games.show')}</legend>
          {tabs.map((k) => (
            <button
              key={k}
              type="button"
              className="btn"
              aria-pressed={tab === k}
              onClick={() => setTab(k)}
              data-testid={`games-tab-${k}`}
            >
              {t(`games.tab.${k}`)}
            </button>
          ))}
        </fieldset>
        {tab === 'all' && (
          <span className="game-search">
            <label htmlFor={searchId}>{t('games.search')}</label>
            <input
              id={searchId}
              type="search"
              value={search}
              maxLength={64}
              onChange={(e) => setSearch(e.target.value)}
              data-testid="games-search"
            />
          </span>
        )}
      </div>
      {error && <p role="alert">{error}</p>}
      {loading && tab !== 'all' ? <p className="loading">{t('shell.loading')}</p> : null}
      {tab === 'all' && all.isPending && <p className="loading">{t('shell.loading')}</p>}
      {tab === 'all' && all.isError && <p role="alert">{all.error.message}</p>}
      {!loading && shown.length === 0 && (
        <p className="empty">{t(searched && tab === 'all' ? 'games.noMatch' : 'games.none')}</p>
      )}
      <GameGrid games={shown} onLaunch={launch} pending={pending} />
      {tab === 'all' && all.hasNextPage && (
        <button
          type="button"
          className="btn game-more"
          disabled={all.isFetchingNextPage}
          onClick={() => all.fetchNextPage()}
        >
          {t('games.more')}
        </button>
      )}
      <VassalagePopup lobby={lobby} onClose={() => setLobby(null)} onLaunch={launch} pending={pending} />
    </section>
  );
}
