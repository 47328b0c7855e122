import '../reality-check.css';
import { useSession } from '../../../shared/session/session.ts';
import { RealityCheckHost } from './RealityCheckHost.tsx';

/** Inside a game frame the portal around it shows the check: never twice, one in the other. */
const inFrame = () => {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
};

/**
 * What watches over a signed-in session on every page, the game windows included: the reality
 * check. `signOut` is the site's own sign-out, handed in by the app.
 */
export function PlayerProtection({ signOut }: { signOut: () => Promise<void> }) {
  const signedIn = useSession((s) => s.token !== null);
  if (!signedIn || inFrame()) return null;
  return <RealityCheckHost signOut={signOut} />;
}
