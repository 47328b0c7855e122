import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../shared/session/session.ts';
import { useUi } from '../../../shared/store/ui.ts';
import { type RealityState, useRealityCheck, useRefreshRealityCheck } from '../api/reality-check.ts';
import { nextCheckAt, timerDelay } from '../reality-timer.ts';
import { RealityCheckDialog } from './RealityCheckDialog.tsx';

/** When the player last chose Continue, kept for the tab so a reload does not ask again at once. */
const CONTINUED_KEY = 'realityContinuedAt';
const tail = (token: string) => token.slice(-12);

function readContinued(token: string | null): number | null {
  const [owner, at] = (sessionStorage.getItem(CONTINUED_KEY) ?? '').split('|');
  return token && owner === tail(token) && at ? Number(at) : null;
}

type Opened = { at: number; figures: RealityState | null; failed: boolean };

/**
 * Shows the reality check every interval of a signed-in session (the player's choice or the
 * brand's), counted on this device from the session's start; `signOut` is the site's own sign-out.
 */
export function RealityCheckHost({ signOut }: { signOut: () => Promise<void> }) {
  const token = useSession((s) => s.token);
  const check = useRealityCheck();
  const refresh = useRefreshRealityCheck();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [continuedAt, setContinuedAt] = useState(() => readContinued(token));
  const [opened, setOpened] = useState<Opened | null>(null);
  const [stopping, setStopping] = useState(false);
  const due = check.data ? nextCheckAt(check.data.startedAt, check.data.intervalMinutes, continuedAt) : null;

  useEffect(() => {
    if (due === null || opened) return;
    const id = window.setTimeout(
      () => {
        setOpened({ at: Date.now(), figures: null, failed: false });
        // The figures are asked for as the dialog opens: the stakes of the game just played count.
        refresh().then(
          (figures) => setOpened((o) => o && { ...o, figures }),
          () => setOpened((o) => o && { ...o, failed: true }),
        );
      },
      timerDelay(due, Date.now()),
    );
    return () => window.clearTimeout(id);
  }, [due, opened, refresh]);

  if (!token || !check.data) return null;
  const acknowledge = () => {
    const now = Date.now();
    sessionStorage.setItem(CONTINUED_KEY, `${tail(token)}|${now}`);
    setContinuedAt(now);
    setOpened(null);
  };
  const onRecords = () => {
    acknowledge();
    // The house game window has no shell of its own: the records open over the home page.
    if (pathname.startsWith('/house/')) navigate('/index');
    useUi.getState().openModal('member', 'personalHistoryCopy');
  };
  const onStop = async () => {
    setStopping(true);
    await signOut();
    setStopping(false);
    setOpened(null);
    navigate('/');
  };
  return (
    <RealityCheckDialog
      open={opened !== null}
      figures={opened?.figures ?? null}
      failed={opened?.failed ?? false}
      playedMs={opened ? opened.at - check.data.startedAt : 0}
      onContinue={acknowledge}
      onStop={onStop}
      onRecords={onRecords}
      stopping={stopping}
    />
  );
}
