import { SESSION_KEYS, useSession } from '../../../shared/session/session.ts';

/** One channel per origin: only tabs of this site, in this browser, hear it. */
const CHANNEL = 'mekong-session';
/** How long a new tab waits for an open tab's answer before it starts signed out. */
export const HANDOVER_WAIT_MS = 150;

type Message =
  | { type: 'ask' }
  | { type: 'session'; items: Record<string, string> }
  | { type: 'signout'; token: string };

const storedSession = () => {
  const items: Record<string, string> = {};
  for (const key of SESSION_KEYS) {
    const value = sessionStorage.getItem(key);
    if (value !== null) items[key] = value;
  }
  return items.token && items.account ? items : null;
};

/**
 * The session stays in each tab's session storage, as the spec has it, and is handed over between
 * tabs of the same browser: a new tab asks the open ones and takes the session one of them
 * answers with; signing out in one tab signs out every tab holding that session. Resolves once
 * the new tab has its session, or after a short wait when no tab answers.
 */
export function startTabHandover(waitMs = HANDOVER_WAIT_MS): Promise<void> {
  if (typeof BroadcastChannel === 'undefined') return Promise.resolve();
  const channel = new BroadcastChannel(CHANNEL);
  let adopted: (() => void) | null = null;
  let hearingSignOut = false;

  channel.onmessage = (event: MessageEvent<Message>) => {
    const message = event.data;
    if (message.type === 'ask') {
      const items = storedSession();
      if (items) channel.postMessage({ type: 'session', items } satisfies Message);
    } else if (message.type === 'session') {
      if (storedSession() || !message.items.token) return;
      for (const [key, value] of Object.entries(message.items)) sessionStorage.setItem(key, value);
      useSession.setState({ token: message.items.token });
      adopted?.();
    } else if (message.type === 'signout' && useSession.getState().token === message.token) {
      hearingSignOut = true;
      useSession.getState().clear();
      hearingSignOut = false;
    }
  };

  useSession.subscribe((state, previous) => {
    if (previous.token && !state.token && !hearingSignOut)
      channel.postMessage({ type: 'signout', token: previous.token } satisfies Message);
  });

  if (storedSession()) return Promise.resolve();
  return new Promise((resolve) => {
    adopted = resolve;
    channel.postMessage({ type: 'ask' } satisfies Message);
    setTimeout(resolve, waitMs);
  });
}
