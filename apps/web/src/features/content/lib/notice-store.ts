import { create } from 'zustand';

/** The notice modal (noticeModal): open or shut, and the notice its detail pane shows. */
type NoticeState = {
  open: boolean;
  selectedId: number | null;
  show: (id?: number | null) => void;
  select: (id: number | null) => void;
  close: () => void;
};

export const useNoticeModal = create<NoticeState>((set) => ({
  open: false,
  selectedId: null,
  show: (id = null) => set({ open: true, selectedId: id }),
  select: (selectedId) => set({ selectedId }),
  close: () => set({ open: false, selectedId: null }),
}));
