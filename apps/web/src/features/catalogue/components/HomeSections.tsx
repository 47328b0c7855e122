import { useTranslation } from 'react-i18next';
import { useVendorLanes } from '../api/vendors.ts';
import '../catalogue.css';
import { HotGames } from './HotGames.tsx';
import { HomeFigures } from './home/HomeFigures.tsx';
import { VendorCards } from './VendorCards.tsx';
import { WinnerBoard } from './WinnerBoard.tsx';

/**
 * The home under its first screen: today's figures and the big-wins ticker, hot games, the
 * winners and the vendor lanes. The home page
 * loads it after its first screen has drawn, so its code and styles are not in that screen's way.
 */
export function HomeSections() {
  const { t } = useTranslation();
  const lanes = useVendorLanes();
  return (
    <>
      <HomeFigures />
      <div className="home-games">
        <HotGames />
        <WinnerBoard />
      </div>
      <h2>{t('home.lanes')}</h2>
      {lanes.isPending && <p className="loading">{t('shell.loading')}</p>}
      {lanes.isError && <p role="alert">{lanes.error.message}</p>}
      {lanes.data?.length === 0 && <p className="empty">{t('home.noLanes')}</p>}
      <div className="lanes">
        {lanes.data?.map((lane) => (
          <section key={lane.title} aria-label={t(`category.${lane.title}`)}>
            <h3>{t(`category.${lane.title}`)}</h3>
            <VendorCards category={lane.title} cards={lane.cards} />
          </section>
        ))}
      </div>
    </>
  );
}
