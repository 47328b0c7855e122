import { create } from 'zustand';
import { useSession } from '../../shared/session/session.ts';
import type { TakenBreak } from './api/breaks.ts';

/** Kept for the tab, so the sign-in still says why after a reload. */
const KEY = 'breakTaken';

function read(): TakenBreak | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as TakenBreak | null;
    return value && (value.until === null || typeof value.until === 'string') ? value : null;
  } catch {
    return null;
  }
}

type BreakNoticeState = { taken: TakenBreak | null; remember: (taken: TakenBreak) => void };

/** The break this tab's player just took, for the notice on the sign-in after they were signed out. */
export const useBreakNotice = create<BreakNoticeState>((set) => ({
  taken: read(),
  remember: (taken) => {
    sessionStorage.setItem(KEY, JSON.stringify(taken));
    set({ taken });
  },
}));

// A new session (the break over, or someone else signing in) has nothing to be told about it.
useSession.subscribe((state, previous) => {
  if (!previous.token && state.token) {
    sessionStorage.removeItem(KEY);
    useBreakNotice.setState({ taken: null });
  }
});
