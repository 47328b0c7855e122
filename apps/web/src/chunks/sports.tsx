import { useTranslation } from 'react-i18next';
import { useVendorLanes } from '../features/catalogue/api/vendors.ts';
import { GameBrowser } from '../features/catalogue/components/GameBrowser.tsx';
import '../features/catalogue/catalogue.css';

/** Chunk `sports`: the sports and e-sports books on this site, each opened in the game frame. */
export default function SportsPage() {
  const { t } = useTranslation();
  const lanes = useVendorLanes();
  const books = (lanes.data ?? []).filter((lane) => lane.title === 'SPORTS' || lane.title === 'ESPORTS');
  return (
    <section className="page" data-testid="page-sports">
      <h1>{t('pages.sports.title')}</h1>
      {lanes.isPending && <p className="loading">{t('shell.loading')}</p>}
      {lanes.isError && <p role="alert">{lanes.error.message}</p>}
      {lanes.isSuccess && books.length === 0 && <p className="empty">{t('pages.sports.body')}</p>}
      {books.map((lane) => (
        <section key={lane.title} aria-labelledby={`lane-${lane.title}`}>
          <h2 id={`lane-${lane.title}`}>{t(`category.${lane.title}`)}</h2>
          <GameBrowser category={lane.title} />
        </section>
      ))}
    </section>
  );
}
