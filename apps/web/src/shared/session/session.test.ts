import { describe, expect, it } from 'vitest';
import { HOUSE_WINDOW_KEY_PREFIX, IFRAME_URL_KEY, useSession } from './session.ts';

const value = {
  token: 'token-of-the-last-player-0001',
  id: 7,
  userName: 'dara',
  customerType: 1,
  firstTimeLogin: false,
  passwordExpired: false,
  forceChangePassword: false,
  rememberToken: null,
};

describe('signing out', () => {
  it('takes the game windows with it, and leaves the brand’s keys for the next visitor', () => {
    useSession.getState().signedIn(value, false);
    sessionStorage.setItem(IFRAME_URL_KEY, '/house/play?ticket=T0123456789abcdef&mode=REAL');
    sessionStorage.setItem(`${HOUSE_WINDOW_KEY_PREFIX}T0123456789abcde`, 'window-token');
    sessionStorage.setItem(`${HOUSE_WINDOW_KEY_PREFIX}T9999999999999999`, 'another-window-token');
    sessionStorage.setItem('merchant', 'DEMO');

    useSession.getState().clear();

    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem(IFRAME_URL_KEY)).toBeNull();
    const left = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i));
    expect(left.filter((k) => k?.startsWith(HOUSE_WINDOW_KEY_PREFIX))).toEqual([]);
    expect(sessionStorage.getItem('merchant')).toBe('DEMO');
  });
});
