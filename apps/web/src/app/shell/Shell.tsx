import { Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useSessionBoot } from '../../features/auth/lib/use-session-boot.ts';
import { useSession } from '../../shared/session/session.ts';
import { useUi } from '../../shared/store/ui.ts';
import { lazyNamed, useLatch } from '../../shared/ui/lazy-part.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';
import { RightBar } from './RightBar.tsx';
import { TabBar } from './TabBar.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';

/** A signed-in member's contract offers, and the word back from a payment gateway: loaded only then. */
const ContractOfferNotice = lazyNamed(
  () => import('../../features/agent/components/ContractOfferNotice.tsx'),
  'ContractOfferNotice',
);
const DepositNotice = lazyNamed(() => import('../../features/wallet/components/DepositNotice.tsx'), 'DepositNotice');
const AuthModals = lazyNamed(() => import('../../features/auth/components/AuthModals.tsx'), 'AuthModals');
const CentreModals = lazyNamed(() => import('../centre/CentreModals.tsx'), 'CentreModals');
const SideMenu = lazyNamed(() => import('./SideMenu.tsx'), 'SideMenu');

/** The phone's drawer loads the first time it is opened. */
function Drawer() {
  const mounted = useLatch(useUi((s) => s.sideMenuOpen));
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SideMenu
        prefs={
          <>
            <LanguagePicker />
            <ThemeToggle />
          </>
        }
      />
    </Suspense>
  );
}

/** The account dialogs and the centres load with the first dialog asked for, not with the page. */
function Dialogs() {
  const modal = useUi((s) => s.modal !== null || s.forcedChange !== null);
  const alert = useUi((s) => s.alert !== null);
  // The reset email's link opens the reset dialog straight away.
  const resetLink = new URLSearchParams(useLocation().search).has('resetCode');
  const mounted = useLatch(modal || alert || resetLink);
  if (!mounted) return null;
  return (
    <>
      <Suspense fallback={null}>
        <AuthModals />
      </Suspense>
      <Suspense fallback={null}>
        <CentreModals />
      </Suspense>
    </>
  );
}

type ShellProps = { header?: boolean; footer?: boolean };

/**
 * The app shell: header, main area (faded in anew for every full path opened in the app), right
 * bar and footer on pages that carry them, the side menu and the mini-game widget slot.
 */
export function Shell({ header = false, footer = false }: ShellProps) {
  const { t } = useTranslation();
  const location = useLocation();
  useSessionBoot();
  const signedIn = useSession((s) => s.token !== null);
  const fromGateway = new URLSearchParams(location.search).has('deposit');
  // The footer starts below the fold (the main area is a screen tall): it draws in a second pass.
  const later = useDeferredValue(true, false);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('shell.skip')}
      </a>
      {header && <Header />}
      {header && signedIn && (
        <Suspense fallback={null}>
          <ContractOfferNotice />
        </Suspense>
      )}
      <div className="shell-body">
        <main id="main" className="main-area" data-testid="main-area">
          {fromGateway && (
            <Suspense fallback={null}>
              <DepositNotice />
            </Suspense>
          )}
          {/* The page a visit lands on takes the outline's place as it is (a fade would hold its
              largest paint back by the fade's length); pages opened from it fade in. The router
              keys the entry a visit starts on "default". */}
          <div
            key={location.pathname + location.search}
            className={location.key === 'default' ? undefined : 'fade'}
            data-testid="page-frame"
          >
            {/* A page waiting for a part or a translation shows this, never a blank area. */}
            <Suspense
              fallback={
                <p className="loading" role="status">
                  {t('shell.loading')}
                </p>
              }
            >
              <Outlet />
            </Suspense>
          </div>
        </main>
        {footer && <RightBar />}
      </div>
      {footer && later && <Footer />}
      {header && <TabBar />}
      {header && <Drawer />}
      <Dialogs />
      <div data-testid="mini-game-slot" className="mini-game-slot" aria-hidden="true" />
    </>
  );
}
