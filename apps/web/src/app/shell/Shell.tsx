import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ContractOfferNotice } from '../../features/agent/components/ContractOfferNotice.tsx';
import { AuthModals } from '../../features/auth/components/AuthModals.tsx';
import { useSessionBoot } from '../../features/auth/lib/use-session-boot.ts';
import { DepositNotice } from '../../features/wallet/components/DepositNotice.tsx';
import { CentreModals } from '../centre/CentreModals.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { RightBar } from './RightBar.tsx';
import { SideMenu } from './SideMenu.tsx';

type ShellProps = { header?: boolean; footer?: boolean };

/**
 * The app shell: header, main area (faded in anew for every full path), right bar and footer on
 * pages that carry them, the side menu and the mini-game widget slot.
 */
export function Shell({ header = false, footer = false }: ShellProps) {
  const { t } = useTranslation();
  const location = useLocation();
  useSessionBoot();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('shell.skip')}
      </a>
      {header && <Header />}
      {header && <ContractOfferNotice />}
      <div className="shell-body">
        <main id="main" className="main-area" data-testid="main-area">
          <div key={location.pathname + location.search} className="fade">
            <Outlet />
          </div>
        </main>
        {footer && <RightBar />}
      </div>
      {footer && <Footer />}
      {header && <SideMenu />}
      <AuthModals />
      <CentreModals />
      <DepositNotice />
      <div data-testid="mini-game-slot" className="mini-game-slot" aria-hidden="true" />
    </>
  );
}
