import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../shared/session/session.ts';
import { useOpenCentre, useUi } from '../../shared/store/ui.ts';
import { Icon, type IconName } from '../../shared/ui/Icon.tsx';

type Tab = { to: string; label: string; icon: IconName; paths: string[]; testId: string };

/**
 * A phone's tab bar: home, lottery, games, promotions and the player's own centre (the login
 * popup for a visitor). Shown under 600 px only (app.css), where the top navigation is folded away.
 */
export function TabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const signedIn = useSession((s) => s.token !== null);
  const openModal = useUi((s) => s.openModal);
  const openCentre = useOpenCentre();
  const tabs: Tab[] = [
    { to: '/index', label: t('shell.home'), icon: 'home', paths: ['/index'], testId: 'tab-home' },
    {
      to: '/elott',
      label: t('shell.tabBar.lottery'),
      icon: 'lottery',
      paths: ['/elott', '/lottery', '/vnlottery'],
      testId: 'tab-lottery',
    },
    {
      to: '/games',
      label: t('shell.tabBar.games'),
      icon: 'games',
      paths: ['/games', '/rng', '/pvp', '/fish', '/live', '/sports'],
      testId: 'tab-games',
    },
    {
      to: '/promotions',
      label: t('shell.promotions'),
      icon: 'gift',
      paths: ['/promotions', '/promoDetail'],
      testId: 'tab-promotions',
    },
  ];
  return (
    <nav className="tab-bar" aria-label={t('shell.tabBar.label')} data-testid="tab-bar">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link to={tab.to} aria-current={tab.paths.includes(pathname) ? 'page' : undefined} data-testid={tab.testId}>
              <Icon name={tab.icon} className="tab-icon" />
              <span>{tab.label}</span>
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => (signedIn ? openCentre('member') : openModal('login'))}
            data-testid="tab-me"
          >
            <Icon name="me" className="tab-icon" />
            <span>{t('shell.tabBar.me')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
