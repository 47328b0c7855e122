import type { LoginValue, MemberInfo } from '@mekong/contracts';
import { create } from 'zustand';

/**
 * The session storage keys the player's session owns. The spec names them (token, account,
 * username, nickname, customerId, isAgent, toUpline, cpw for "the password must change",
 * memberLabel), so a script written for the original site finds them where it looks.
 */
const KEYS = [
  'token',
  'account',
  'username',
  'nickname',
  'customerId',
  'isAgent',
  'toUpline',
  'cpw',
  'memberLabel',
  // A sign-in during a break: the session may only withdraw (withdraw-only.ts).
  'withdrawOnly',
] as const;
/** The same keys, for the hand-over of a session to a new tab. */
export const SESSION_KEYS: readonly string[] = KEYS;

/** The launched game's URL, kept for the /game page (the spec's session storage key). */
export const IFRAME_URL_KEY = 'iframeUrl';
/** Before each house game window's token (house/window.tsx), kept so a reload reopens the window. */
export const HOUSE_WINDOW_KEY_PREFIX = 'house:';

/**
 * A sign-out takes the game windows with it: the next person at the computer must not reopen the
 * last player's game with Back (the server ends the windows' sessions too).
 */
function forgetGameWindows() {
  sessionStorage.removeItem(IFRAME_URL_KEY);
  const windows: string[] = [];
  for (let i = 0; i < sessionStorage.length; i++) {
    const key = sessionStorage.key(i);
    if (key?.startsWith(HOUSE_WINDOW_KEY_PREFIX)) windows.push(key);
  }
  for (const key of windows) sessionStorage.removeItem(key);
}

/**
 * The session: the token and nothing else. Who the member is comes from the server (the member
 * query, shared/api/member.ts); which dialog is open lives in the UI store (shared/store/ui.ts).
 */
type SessionState = {
  token: string | null;
  /** `isAgent`: whether the login answer's account type is an agent's, until the member says. */
  signedIn: (value: LoginValue, isAgent: boolean) => void;
  clear: () => void;
};

/**
 * At start, a token without an account in session storage is discarded: a half-written session
 * (the tab closed between the two writes) never signs anyone in.
 */
function initialToken(): string | null {
  const token = sessionStorage.getItem('token');
  if (token && !sessionStorage.getItem('account')) {
    sessionStorage.removeItem('token');
    return null;
  }
  return token;
}

export const useSession = create<SessionState>((set) => ({
  token: initialToken(),
  signedIn: (value, isAgent) => {
    sessionStorage.setItem('token', value.token);
    sessionStorage.setItem('account', value.userName);
    sessionStorage.setItem('username', value.userName);
    sessionStorage.setItem('customerId', String(value.id));
    sessionStorage.setItem('isAgent', String(isAgent));
    set({ token: value.token });
  },
  /**
   * The session's keys and its game windows go: the merchant's keys (merchant, platform, ...) stay
   * for the next visitor.
   */
  clear: () => {
    for (const key of KEYS) sessionStorage.removeItem(key);
    forgetGameWindows();
    set({ token: null });
  },
}));

/** Copies what the spec keeps in session storage from a member read by `token`, if it is still the session. */
export function keepMember(token: string, member: MemberInfo) {
  if (useSession.getState().token !== token) return;
  sessionStorage.setItem('nickname', member.nickname);
  sessionStorage.setItem('toUpline', member.toUpline ?? '');
  sessionStorage.setItem('memberLabel', JSON.stringify(member.memberLabel));
  sessionStorage.setItem('isAgent', String(member.isAgent));
}

/** `cpw` survives a reload, so the forced password change comes back until it is done. */
export const keepPasswordChangeFlag = (required: boolean) => sessionStorage.setItem('cpw', String(required));
export const passwordChangeFlag = () => sessionStorage.getItem('cpw') === 'true';
