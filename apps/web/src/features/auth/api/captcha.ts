import { api } from '../../../shared/api/client.ts';

export const fetchCaptcha = (key: string) => api<string>(`/wps/captcha?key=${encodeURIComponent(key)}`);

export type SliderPuzzle = {
  key: string;
  background: string;
  piece: string;
  pieceY: number;
  width: number;
  height: number;
  pieceSize: number;
};

export const fetchSlider = (key: string) => api<SliderPuzzle>(`/wps/geetest?key=${encodeURIComponent(key)}`);
