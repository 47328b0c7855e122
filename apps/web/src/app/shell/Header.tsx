import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HeaderAuth } from '../../features/auth/components/HeaderAuth.tsx';
import { HeaderContent } from '../../features/content/components/HeaderContent.tsx';
import { SessionClock } from '../../features/protection/components/SessionClock.tsx';
import { useSession } from '../../shared/session/session.ts';
import { useUi } from '../../shared/store/ui.ts';
import { useSystemStatus } from '../../shared/system/status-context.ts';
import { LanguagePicker } from './LanguagePicker.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import { TopNav } from './TopNav.tsx';

export function Header() {
  const { t } = useTranslation();
  const { brand, showSessionClock } = useSystemStatus().info;
  const signedIn = useSession((s) => s.token !== null);
  const openSideMenu = useUi((s) => s.setSideMenuOpen);
  return (
    <header className="app-header" data-testid="app-header">
      <div className="header-row">
        <button
          type="button"
          className="btn menu-button"
          data-testid="menu-button"
          aria-label={t('shell.menu')}
          onClick={() => openSideMenu(true)}
        >
          <span aria-hidden="true" className="menu-icon" />
        </button>
        <Link to="/index" className="logo">
          <img src={brand.logoUrl} alt={brand.name} width={36} height={36} />
          <span aria-hidden="true">{brand.name}</span>
        </Link>
        <div className="header-tools">
          {showSessionClock && signedIn && <SessionClock />}
          <HeaderAuth />
          {/* On a phone these live in the side menu, keeping the header one row with the balance. */}
          <div className="header-extras">
            <HeaderContent />
            <LanguagePicker />
            <ThemeToggle />
          </div>
        </div>
      </div>
      <TopNav />
    </header>
  );
}
