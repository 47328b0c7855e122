import { Suspense } from 'react';
import { logout } from '../features/auth/api/logout.ts';
import { forgetToken } from '../features/auth/lib/remember.ts';
import { queryKeys } from '../shared/api/query-keys.ts';
import { useSession } from '../shared/session/session.ts';
import { lazyNamed } from '../shared/ui/lazy-part.tsx';
import { queryClient } from './query-client.ts';

const PlayerProtection = lazyNamed(
  () => import('../features/protection/components/PlayerProtection.tsx'),
  'PlayerProtection',
);

/** The reality check's Stop ends the session as the header's sign-out does (LogoutConfirmModal). */
async function signOut() {
  // Signing out here must not depend on the server being reachable.
  await logout(useSession.getState().token).catch(() => undefined);
  forgetToken();
  useSession.getState().clear();
  queryClient.removeQueries({ queryKey: queryKeys.members });
  queryClient.removeQueries({ queryKey: queryKeys.balances });
}

/** The player-protection layer over every page of a signed-in session, loaded only then. */
export function PlayerProtectionMount() {
  const signedIn = useSession((s) => s.token !== null);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <PlayerProtection signOut={signOut} />
    </Suspense>
  );
}
