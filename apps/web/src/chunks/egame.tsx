import type { GameCategory } from '@mekong/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useVendorLanes } from '../features/catalogue/api/vendors.ts';
import { VendorCards } from '../features/catalogue/components/VendorCards.tsx';
import { EmptyPage } from '../shared/ui/EmptyPage.tsx';

const CATEGORY_OF_PATH: Record<string, GameCategory> = {
  '/rng': 'RNG',
  '/pvp': 'PVP',
  '/fish': 'FISH',
  '/live': 'LIVE',
};

/** Chunk `egame`: the games page of a category (the bare /games path shows every category). */
export function GamesPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const vassalage = params.get('vassalage');
  const category = CATEGORY_OF_PATH[pathname];
  const lanes = useVendorLanes();
  const shown = (lanes.data ?? []).filter((lane) => (category ? lane.title === category : lane.title !== 'ESPORTS'));
  const vendor = shown.flatMap((l) => l.cards).find((c) => c.vassalage === vassalage);
  return (
    <section className="page" data-testid="page-games" data-category={category ?? 'ALL'}>
      <h1>{category ? t(`category.${category}`) : t('games.all')}</h1>
      {lanes.isPending && <p className="loading">{t('shell.loading')}</p>}
      {lanes.isError && <p role="alert">{lanes.error.message}</p>}
      {lanes.isSuccess && shown.length === 0 && <p className="empty">{t('games.noVendors')}</p>}
      {shown.map((lane) => (
        <section key={lane.title} aria-label={t(`category.${lane.title}`)}>
          <h2>{category ? t('games.vendors') : t(`category.${lane.title}`)}</h2>
          <VendorCards category={lane.title} cards={lane.cards} selected={vassalage} />
        </section>
      ))}
      {lanes.isSuccess && shown.length > 0 && (
        <p className="empty">{vendor ? t('games.noGames', { vendor: vendor.name }) : t('games.pickVendor')}</p>
      )}
    </section>
  );
}

/** /game: the launched game in an embedded frame; the launch URL is kept for the session. */
export function GamePage() {
  const { t } = useTranslation();
  const url = sessionStorage.getItem('iframeUrl');
  if (!url) return <EmptyPage testId="page-game" title={t('pages.game.title')} body={t('pages.game.body')} />;
  return (
    <section className="page" data-testid="page-game">
      <h1 className="visually-hidden">{t('pages.game.title')}</h1>
      <iframe className="game-frame" src={url} title={t('pages.game.title')} allow="fullscreen; autoplay" />
    </section>
  );
}
