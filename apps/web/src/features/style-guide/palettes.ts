import type { BrandInput } from '../../shared/theme/brand-tokens.ts';

/**
 * Sample brand palettes the style guide can dress itself in, beside the brand's own: chosen to
 * stress the token derivation (a light primary that needs dark ink, a saturated red, a near-black).
 */
export const SAMPLE_PALETTES = {
  sunrise: { primary: '#ffd60a', accent: '#3a0ca3' },
  crimson: { primary: '#c1121f', accent: '#fca311' },
  ocean: { primary: '#0077b6', accent: '#90e0ef' },
  night: { primary: '#111111', accent: '#e0e0e0' },
} as const satisfies Record<string, BrandInput>;

export type PaletteName = 'brand' | keyof typeof SAMPLE_PALETTES;
export const PALETTE_NAMES: PaletteName[] = [
  'brand',
  ...(Object.keys(SAMPLE_PALETTES) as (keyof typeof SAMPLE_PALETTES)[]),
];
