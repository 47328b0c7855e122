import type { LoginValue } from '@mekong/contracts';
import { create } from 'zustand';
import { useSession } from './session.ts';

export type WithdrawOnly = NonNullable<LoginValue['withdrawOnly']>;

/** Kept for the tab with the session, so a reload still shows the withdraw-only view. */
const KEY = 'withdrawOnly';

function read(): WithdrawOnly | null {
  if (!sessionStorage.getItem('token')) return null;
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as WithdrawOnly | null;
    return value && (value.until === null || typeof value.until === 'string') ? value : null;
  } catch {
    return null;
  }
}

type WithdrawOnlyState = { onBreak: WithdrawOnly | null; start: (onBreak: WithdrawOnly) => void };

/**
 * A sign-in during a break: the server opened a withdraw-only session (the login answer's
 * `withdrawOnly`), so the site shows only the withdraw-only view until the session ends. The
 * server refuses anything else such a session asks, whatever this says.
 */
export const useWithdrawOnly = create<WithdrawOnlyState>((set) => ({
  onBreak: read(),
  start: (onBreak) => {
    sessionStorage.setItem(KEY, JSON.stringify(onBreak));
    set({ onBreak });
  },
}));

// The session ended (signed out, expired) or another began: the restriction goes with it.
useSession.subscribe((state, previous) => {
  if (state.token !== previous.token && useWithdrawOnly.getState().onBreak) {
    sessionStorage.removeItem(KEY);
    useWithdrawOnly.setState({ onBreak: null });
  }
});
