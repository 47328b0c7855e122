import { create } from 'zustand';

/**
 * A warning shown in a dialog with one confirm button (SPEC point 8: SMS failures, an invalid
 * invitation code). Texts are translation keys, so the dialog follows a language change.
 */
export type Alert = { titleKey: string; key: string; fallback?: string; confirmKey?: string };

/** UI-only state shared across the shell (never server data). */
type UiState = {
  sideMenuOpen: boolean;
  setSideMenuOpen: (open: boolean) => void;
  alert: Alert | null;
  showAlert: (alert: Alert | null) => void;
};

export const useUi = create<UiState>((set) => ({
  sideMenuOpen: false,
  setSideMenuOpen: (sideMenuOpen) => set({ sideMenuOpen }),
  alert: null,
  showAlert: (alert) => set({ alert }),
}));
