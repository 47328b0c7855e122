import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { logout } from '../features/auth/api.ts';
import { useMe } from '../shared/session/me.ts';
import { can } from '../shared/session/roles.ts';
import { endSession, useSession } from '../shared/session/session.ts';
import { Preferences } from '../shared/ui/Preferences.tsx';
import { useIdleTimeout } from './idle.ts';
import { NAV } from './nav.ts';

/** The signed-in console: sections by role, who is signed in, language, theme, sign-out. */
export function Frame() {
  const { t } = useTranslation();
  const session = useSession();
  const me = useMe();
  const queryClient = useQueryClient();
  const onIdle = useCallback(() => {
    void logout();
    queryClient.clear();
  }, [queryClient]);
  useIdleTimeout(me.data?.idleMinutes ?? session?.idleMinutes ?? 15, onIdle);
  // A new section or record moves focus to the content, as a page load would for a screen reader;
  // a change of filters only (the search params) leaves focus where the operator is typing.
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    main.current?.focus();
  }, [pathname]);
  if (!session) return <Navigate to="/sign-in" replace />;
  const signOut = async () => {
    await logout();
    queryClient.clear();
    endSession('signedOut');
  };
  return (
    <div className="frame">
      <a className="skip" href="#main">
        {t('frame.skip')}
      </a>
      <header className="topbar">
        <span className="brand">{t('app.title')}</span>
        <span className="merchant" data-testid="frame-merchant">
          {me.data?.merchant.name ?? session.merchant}
        </span>
        <Preferences />
        <span className="who" data-testid="frame-who">
          {t('frame.signedInAs', { username: session.username, role: t(`roles.${session.role}`) })}
        </span>
        <button type="button" className="btn" onClick={signOut} data-testid="sign-out">
          {t('frame.signOut')}
        </button>
      </header>
      <nav className="sidenav" aria-label={t('frame.sections')}>
        <ul>
          {NAV.filter((n) => can(session.role, n.capability)).map((n) => (
            <li key={n.to}>
              <NavLink to={n.to} data-testid={`nav-${n.to.slice(1)}`}>
                {t(n.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="content" tabIndex={-1} ref={main}>
        <Outlet />
      </main>
    </div>
  );
}

/** The first section the role may open. */
export function Home() {
  const session = useSession();
  const { t } = useTranslation();
  const first = NAV.find((n) => can(session?.role, n.capability));
  // Every role has a section today; one added without any lands here.
  if (!first) return <p role="status">{t('frame.noSections')}</p>;
  return <Navigate to={first.to} replace />;
}
