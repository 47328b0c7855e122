import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../features/auth/lib/session.ts';

type Tab = { to: string; label: string; icon: ReactNode; paths: string[]; testId: string };

const svg = (d: string) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
    <path d={d} />
  </svg>
);

const HOME = svg('M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z');
const LOTTERY = svg('M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z');
const GAMES = svg('M6 8h12a4 4 0 0 1 0 8l-2 0-2-2h-4l-2 2H6a4 4 0 0 1 0-8zM8 10v4M6 12h4M15.5 11.5h.01M17.5 13.5h.01');
const GIFT = svg('M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0');
const ME = svg('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6');

/**
 * A phone's tab bar: home, lottery, games, promotions and the player's own centre (the login
 * popup for a visitor). Shown under 600 px only (app.css), where the top navigation is folded away.
 */
export function TabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const signedIn = useSession((s) => s.token !== null);
  const openModal = useSession((s) => s.openModal);
  const openCentre = useSession((s) => s.openCentre);
  const tabs: Tab[] = [
    { to: '/index', label: t('shell.home'), icon: HOME, paths: ['/index'], testId: 'tab-home' },
    {
      to: '/elott',
      label: t('shell.tabBar.lottery'),
      icon: LOTTERY,
      paths: ['/elott', '/lottery', '/vnlottery'],
      testId: 'tab-lottery',
    },
    {
      to: '/games',
      label: t('shell.tabBar.games'),
      icon: GAMES,
      paths: ['/games', '/rng', '/pvp', '/fish', '/live', '/sports'],
      testId: 'tab-games',
    },
    {
      to: '/promotions',
      label: t('shell.promotions'),
      icon: GIFT,
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
              {tab.icon}
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
            {ME}
            <span>{t('shell.tabBar.me')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
