import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../shared/session/session.ts';
import { useModule } from '../shared/system/status-context.ts';
import { PlayerProtectionMount } from './player-protection.tsx';

/** Pages a visitor may open without a session when the brand requires sign-in to browse. */
export const OPEN_PATHS = ['/login', '/register', '/register.html', '/helpmc', '/download', '/down'];

/** The loginedToHomePage guard: no session token sends the visitor to /login. */
export function LoginGuard() {
  const required = useModule('LOGINEDTOHOMEPAGE');
  const { pathname } = useLocation();
  const hasSession = useSession((s) => s.token !== null);
  if (required && !hasSession && !OPEN_PATHS.includes(pathname)) return <Navigate to="/login" replace />;
  return (
    <>
      <Outlet />
      {/* Every page, the game windows too, so the reality check reaches a player mid-game. */}
      <PlayerProtectionMount />
    </>
  );
}
