import { useTranslation } from 'react-i18next';
import { useSeen } from '../../../shared/lib/use-seen.ts';
import { useVendorLanes } from '../api/vendors.ts';
import '../catalogue.css';
import { HotGames } from './HotGames.tsx';
import { HomeFigures } from './home/HomeFigures.tsx';
import { VendorCards } from './VendorCards.tsx';
import { WinnerBoard } from './WinnerBoard.tsx';

/**
 * The home under its first screen: today's figures and the big-wins ticker, hot games, the
 * winners and the vendor lanes. The home page loads it when its place comes near the screen, so
 * its code, styles and data are not in the first screen's way.
 */
export function HomeSections() {
  const { t } = useTranslation();
  return (
    <>
      <HomeFigures />
      <div className="home-games">
        <HotGames />
        <WinnerBoard />
      </div>
      <h2>{t('home.lanes')}</h2>
      <LanesWhenNear />
    </>
  );
}

/**
 * The vendor lanes sit at the foot of the page, screens below the first on a phone: they are
 * asked for and drawn when they come near the screen, a block of their usual size holding their
 * place until then, so a first visit does not ask for and build lanes of links it may never scroll to.
 */
function LanesWhenNear() {
  const [ref, seen] = useSeen<HTMLDivElement>();
  if (!seen)
    return <div ref={ref} className="skeleton lanes-skeleton" aria-hidden="true" data-testid="lanes-skeleton" />;
  return <VendorLanes />;
}

function VendorLanes() {
  const { t } = useTranslation();
  const lanes = useVendorLanes();
  return (
    <>
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
