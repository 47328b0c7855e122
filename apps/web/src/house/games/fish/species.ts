/** How each species looks: drawn with shapes on the canvas, no images. */
export type Shape = 'fish' | 'puffer' | 'turtle' | 'crab' | 'ray' | 'croc' | 'naga';

export type Look = {
  shape: Shape;
  /** Body length as a share of the pond's width. */
  length: number;
  body: string;
  fin: string;
};

export const LOOKS: Record<string, Look> = {
  minnow: { shape: 'fish', length: 0.045, body: '#c9d6df', fin: '#8aa4b5' },
  perch: { shape: 'fish', length: 0.055, body: '#9cc36b', fin: '#5f8a3a' },
  tilapia: { shape: 'fish', length: 0.065, body: '#7a8fa6', fin: '#d06a5a' },
  snakehead: { shape: 'fish', length: 0.085, body: '#5c6b4a', fin: '#2f3a26' },
  puffer: { shape: 'puffer', length: 0.06, body: '#f0d36a', fin: '#b88a2a' },
  catfish: { shape: 'fish', length: 0.1, body: '#8a8f9c', fin: '#545a66' },
  turtle: { shape: 'turtle', length: 0.08, body: '#4f8f5a', fin: '#7fbf6a' },
  crab: { shape: 'crab', length: 0.07, body: '#e0603f', fin: '#a8361e' },
  stingray: { shape: 'ray', length: 0.11, body: '#7b6a8f', fin: '#524466' },
  crocodile: { shape: 'croc', length: 0.16, body: '#5d7a3a', fin: '#3c5222' },
  arowana: { shape: 'fish', length: 0.13, body: '#f2b33d', fin: '#c9771a' },
  naga: { shape: 'naga', length: 0.24, body: '#ffd24a', fin: '#d9480f' },
};

export const lookOf = (species: string): Look => LOOKS[species] ?? (LOOKS.minnow as Look);
