import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useVendorLanes } from '../features/catalogue/api/vendors.ts';
import { GameBrowser } from '../features/catalogue/components/GameBrowser.tsx';
import { GameFrame } from '../features/catalogue/components/GameFrame.tsx';
import { VendorCards } from '../features/catalogue/components/VendorCards.tsx';
import { CATEGORY_OF_PATH } from '../features/catalogue/lib/category-paths.ts';
import '../features/catalogue/catalogue.css';
import { IFRAME_URL_KEY, useSession } from '../shared/session/session.ts';
import { EmptyPage } from '../shared/ui/EmptyPage.tsx';

/**
 * Chunk `egame`: the games page of a category: its vendors, then its games (one vendor's with
 * `?vassalage=`). The bare /games path shows every category.
 */
export function GamesPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const vassalage = params.get('vassalage') ?? undefined;
  const category = CATEGORY_OF_PATH[pathname];
  const lanes = useVendorLanes();
  const shown = (lanes.data ?? []).filter((lane) => (category ? lane.title === category : lane.title !== 'ESPORTS'));
  return (
    <section className="page" data-testid="page-games" data-category={category ?? 'ALL'}>
      <h1>{category ? t(`category.${category}`) : t('games.all')}</h1>
      {lanes.isPending && <p className="loading">{t('shell.loading')}</p>}
      {lanes.isError && <p role="alert">{lanes.error.message}</p>}
      {lanes.isSuccess && shown.length === 0 && <p className="empty">{t('games.noVendors')}</p>}
      {category &&
        shown.map((lane) => (
          <section key={lane.title} aria-label={t('games.vendors')}>
            <h2>{t('games.vendors')}</h2>
            <VendorCards category={lane.title} cards={lane.cards} selected={vassalage ?? null} />
          </section>
        ))}
      {lanes.isSuccess && shown.length > 0 && <GameBrowser category={category} vassalage={vassalage} />}
    </section>
  );
}

/** /game: the launched game in an embedded frame; the launch URL is kept for the session. */
export function GamePage() {
  const { t } = useTranslation();
  const signedIn = useSession((s) => s.token !== null);
  // Signed out, no game is drawn: the kept URL is the last player's (a sign-out removes it too).
  const url = signedIn ? sessionStorage.getItem(IFRAME_URL_KEY) : null;
  if (!url) return <EmptyPage testId="page-game" title={t('pages.game.title')} body={t('pages.game.body')} />;
  return (
    <section className="page game-page" data-testid="page-game">
      <h1 className="visually-hidden">{t('pages.game.title')}</h1>
      <GameFrame url={url} />
    </section>
  );
}
