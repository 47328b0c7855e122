import { create } from 'zustand';

/** UI-only state shared across the shell (never server data). */
type UiState = { sideMenuOpen: boolean; setSideMenuOpen: (open: boolean) => void };

export const useUi = create<UiState>((set) => ({
  sideMenuOpen: false,
  setSideMenuOpen: (sideMenuOpen) => set({ sideMenuOpen }),
}));
