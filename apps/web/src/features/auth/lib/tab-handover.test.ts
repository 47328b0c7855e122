import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../shared/session/session.ts';
import { SESSION_OPEN_MARK, startTabHandover } from './tab-handover.ts';

const openTabs: BroadcastChannel[] = [];
/** Another tab of this browser, holding `items` in its session storage. */
function otherTab(items: Record<string, string> | null) {
  const channel = new BroadcastChannel('mekong-session');
  channel.onmessage = (event: MessageEvent<{ type: string }>) => {
    if (event.data.type === 'ask' && items) channel.postMessage({ type: 'session', items });
  };
  openTabs.push(channel);
}

afterEach(() => {
  for (const channel of openTabs.splice(0)) channel.close();
  useSession.getState().clear();
  localStorage.clear();
  sessionStorage.clear();
});

describe('handing the session to a new tab', () => {
  it('draws at once on a first visit: no tab of this browser holds a session to hand over', async () => {
    otherTab({ token: 'never-asked', account: 'nobody' });
    // A wait would outlast the test's own time limit.
    await startTabHandover(60_000);
    expect(useSession.getState().token).toBeNull();
  });

  it('asks when a tab may hold a session, and takes the one it answers with', async () => {
    localStorage.setItem(SESSION_OPEN_MARK, '1');
    otherTab({ token: 'tok-1', account: 'player1' });
    await startTabHandover(60_000);
    expect(useSession.getState().token).toBe('tok-1');
    expect(sessionStorage.getItem('account')).toBe('player1');

    // Signing out here signs out the session everywhere, and no tab holds one any more.
    useSession.getState().clear();
    expect(localStorage.getItem(SESSION_OPEN_MARK)).toBeNull();
  });

  it('takes the mark away when no tab answers (the browser closed with a session open)', async () => {
    localStorage.setItem(SESSION_OPEN_MARK, '1');
    otherTab(null);
    await startTabHandover(20);
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem(SESSION_OPEN_MARK)).toBeNull();
  });

  it('marks a session this tab signs in to', async () => {
    await startTabHandover(60_000);
    useSession.getState().signedIn({ token: 'tok-2', userName: 'player2', id: 7 } as never, false);
    expect(localStorage.getItem(SESSION_OPEN_MARK)).toBe('1');
  });
});
