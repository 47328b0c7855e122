import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUi } from '../../shared/store/ui.ts';
import { useModule, useSystemStatus } from '../status-context.ts';
import { LanguagePicker } from './LanguagePicker.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import { TopNav } from './TopNav.tsx';

export function Header() {
  const { t } = useTranslation();
  const { brand } = useSystemStatus().info;
  const directRegister = useModule('DIRECTREG3');
  const freePlay = useModule('FREEPLAY3');
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
          <span aria-hidden="true">☰</span>
        </button>
        <Link to="/index" className="logo">
          <img src={brand.logoUrl} alt={brand.name} width={36} height={36} />
          <span aria-hidden="true">{brand.name}</span>
        </Link>
        <div className="header-tools">
          <Link className="btn btn-primary" to="/login">
            {t('shell.login')}
          </Link>
          {directRegister && (
            <Link className="btn" to="/register">
              {t('shell.register')}
            </Link>
          )}
          {freePlay && (
            <Link className="btn" to="/login?demo=1">
              {t('shell.demo')}
            </Link>
          )}
          <LanguagePicker />
          <ThemeToggle />
        </div>
      </div>
      <TopNav />
    </header>
  );
}
