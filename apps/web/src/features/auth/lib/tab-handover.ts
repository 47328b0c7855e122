import { SESSION_KEYS, useSession } from '../../../shared/session/session.ts';

/** One channel per origin: only tabs of this site, in this browser, hear it. */
const CHANNEL = 'mekong-session';
/** How long a new tab waits for an open tab's answer before it starts signed out. */
export const HANDOVER_WAIT_MS = 150;
/**
 * Set in local storage while a tab of this browser holds a session (no secret: only that one may
 * be there to hand over). Without it a new tab draws at once instead of waiting for an answer
 * that cannot come: a first visit, or a browser whose tabs are all signed out.
 */
export const SESSION_OPEN_MARK = 'sessionTabOpen';

const mark = (open: boolean) => {
  try {
    if (open) localStorage.setItem(SESSION_OPEN_MARK, '1');
    else localStorage.removeItem(SESSION_OPEN_MARK);
  } catch {
    // Storage refused (a private mode): new tabs keep waiting, as before.
  }
};
const mayHoldSession = () => {
  try {
    return localStorage.getItem(SESSION_OPEN_MARK) !== null;
  } catch {
    return true;
  }
};

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
 * the new tab has its session, or after a short wait when no tab answers; at once when no tab of
 * this browser holds a session (SESSION_OPEN_MARK). A wait no tab answered takes the mark away
 * (the browser was closed with a session open); a tab that holds one puts it back when it hears
 * the question, however late.
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
      if (!items) return;
      mark(true);
      channel.postMessage({ type: 'session', items } satisfies Message);
    } else if (message.type === 'session') {
      if (storedSession() || !message.items.token) return;
      for (const [key, value] of Object.entries(message.items)) sessionStorage.setItem(key, value);
      useSession.setState({ token: message.items.token });
      adopted?.();
      adopted = null;
    } else if (message.type === 'signout') {
      if (useSession.getState().token === message.token) {
        hearingSignOut = true;
        useSession.getState().clear();
        hearingSignOut = false;
      } else if (storedSession()) {
        // Another account signed out in its tab, which took the mark away: this session is still open.
        mark(true);
      }
    }
  };

  useSession.subscribe((state, previous) => {
    if (state.token && !previous.token) mark(true);
    if (previous.token && !state.token) {
      mark(false);
      if (!hearingSignOut) channel.postMessage({ type: 'signout', token: previous.token } satisfies Message);
    }
  });

  if (storedSession()) {
    mark(true);
    return Promise.resolve();
  }
  if (!mayHoldSession()) return Promise.resolve();
  return new Promise((resolve) => {
    adopted = resolve;
    channel.postMessage({ type: 'ask' } satisfies Message);
    setTimeout(() => {
      if (!adopted) return;
      adopted = null;
      if (!storedSession()) mark(false);
      resolve();
    }, waitMs);
  });
}
