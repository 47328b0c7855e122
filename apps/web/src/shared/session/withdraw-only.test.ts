import { describe, expect, it } from 'vitest';
import { useSession } from './session.ts';
import { useWithdrawOnly } from './withdraw-only.ts';

const value = (token: string) => ({
  token,
  id: 7,
  userName: 'dara',
  customerType: 1,
  firstTimeLogin: false,
  passwordExpired: false,
  forceChangePassword: false,
  rememberToken: null,
});

describe('the withdraw-only state of a sign-in during a break', () => {
  it('is kept for the tab with the session and goes when the session ends or another begins', () => {
    const onBreak = { kind: 'TIMEOUT' as const, until: '2026-12-04T10:00:00.000Z' };
    useSession.getState().signedIn(value('token-during-break-0001'), false);
    useWithdrawOnly.getState().start(onBreak);
    expect(useWithdrawOnly.getState().onBreak).toEqual(onBreak);
    expect(JSON.parse(sessionStorage.getItem('withdrawOnly') ?? 'null')).toEqual(onBreak);

    useSession.getState().clear();
    expect(useWithdrawOnly.getState().onBreak).toBeNull();
    expect(sessionStorage.getItem('withdrawOnly')).toBeNull();

    // A permanent self-exclusion has no end; a later ordinary sign-in drops the restriction too.
    useSession.getState().signedIn(value('token-during-break-0002'), false);
    useWithdrawOnly.getState().start({ kind: 'EXCLUSION', until: null });
    useSession.getState().signedIn(value('token-after-the-break-3'), false);
    expect(useWithdrawOnly.getState().onBreak).toBeNull();
  });
});
