import { api } from '../../../shared/api/client.ts';

export type SliderPuzzle = {
  key: string;
  background: string;
  piece: string;
  pieceY: number;
  width: number;
  height: number;
  pieceSize: number;
};

/** GET /wps/geetest?key=: a slider puzzle for this client key. */
export const fetchSlider = (key: string) => api<SliderPuzzle>(`/wps/geetest?key=${encodeURIComponent(key)}`);
