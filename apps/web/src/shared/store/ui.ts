import { useCallback } from 'react';
import { create } from 'zustand';
import { isTrial, useMember } from '../api/member.ts';
import { keepPasswordChangeFlag, useSession } from '../session/session.ts';

/**
 * A warning shown in a dialog with one confirm button (an SMS that could not be sent, an invalid
 * invitation code). Texts are translation keys, so the dialog follows a language change.
 */
export type Alert = { titleKey: string; key: string; fallback?: string; confirmKey?: string };

/** The dialogs over the page: the account dialogs and the two centres. */
export type Modal =
  | 'login'
  | 'register'
  | 'forgot'
  | 'change'
  | 'afterLogin'
  | 'adultConfirm'
  | 'trialWarning'
  | 'logout'
  | 'member'
  | 'agent'
  | null;

/** UI-only state shared across the shell (never server data). */
type UiState = {
  sideMenuOpen: boolean;
  setSideMenuOpen: (open: boolean) => void;
  alert: Alert | null;
  showAlert: (alert: Alert | null) => void;
  modal: Modal;
  /** The page the member or agent centre shows. */
  centreTab: string | null;
  openModal: (modal: Modal, centreTab?: string) => void;
  /**
   * Set after login when the password must be changed before anything else. The old password is
   * the one just typed, kept in memory only; null when unknown (a reload), and then asked for.
   */
  forcedChange: { oldPassword: string | null } | null;
  setForcedChange: (f: { oldPassword: string | null } | null) => void;
  /** The after-login greeting is the first login's, with its first steps. */
  firstTimeLogin: boolean;
  setFirstTimeLogin: (first: boolean) => void;
  /** The notice modal (noticeModal): open or shut, and the notice its detail pane shows. */
  notice: { open: boolean; selectedId: number | null };
  showNotice: (id?: number | null) => void;
  selectNotice: (id: number | null) => void;
  closeNotice: () => void;
};

export const useUi = create<UiState>((set) => ({
  sideMenuOpen: false,
  setSideMenuOpen: (sideMenuOpen) => set({ sideMenuOpen }),
  alert: null,
  showAlert: (alert) => set({ alert }),
  modal: null,
  centreTab: null,
  openModal: (modal, centreTab) => set({ modal, centreTab: centreTab ?? null }),
  forcedChange: null,
  setForcedChange: (forcedChange) => {
    keepPasswordChangeFlag(forcedChange !== null);
    set({ forcedChange });
  },
  firstTimeLogin: false,
  setFirstTimeLogin: (firstTimeLogin) => set({ firstTimeLogin }),
  notice: { open: false, selectedId: null },
  showNotice: (id = null) => set({ notice: { open: true, selectedId: id } }),
  selectNotice: (selectedId) => set((s) => ({ notice: { ...s.notice, selectedId } })),
  closeNotice: () => set({ notice: { open: false, selectedId: null } }),
}));

// A session that ends takes its forced password change and its greeting with it.
useSession.subscribe((state, previous) => {
  if (previous.token && !state.token) useUi.setState({ forcedChange: null, firstTimeLogin: false });
});

/**
 * Opens the member or agent centre as far as the account allows: a visitor gets the login
 * popup, a trial account (type 4) the warning that this needs a real account, and a member who
 * is not an agent no agent centre.
 */
export function useOpenCentre() {
  const token = useSession((s) => s.token);
  const member = useMember();
  return useCallback(
    (kind: 'member' | 'agent', tab?: string) => {
      const { openModal } = useUi.getState();
      if (!token) return openModal('login');
      if (isTrial(member)) return openModal('trialWarning');
      if (kind === 'agent' && member && !member.isAgent) return;
      openModal(kind, tab);
    },
    [token, member],
  );
}
