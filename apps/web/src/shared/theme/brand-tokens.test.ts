import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  brandTokens,
  contrast,
  DEFAULT_BRAND,
  MIN_CONTRAST,
  parseHex,
  type Rgb,
  THEME_SURFACES,
  toHex,
} from './brand-tokens.ts';

const rgb = (hex: string) => parseHex(hex) as Rgb;
const ratio = (a: string | undefined, b: string) => contrast(rgb(a as string), rgb(b));

// Colours merchants could pick: very light, very dark, mid-tones that fail with both inks as is.
const PALETTES = [
  DEFAULT_BRAND,
  { primary: '#ffee00', accent: '#2200aa' },
  { primary: '#000000', accent: '#ffffff' },
  { primary: '#ff0000', accent: '#00ff00' },
  { primary: '#777777', accent: '#3a7bd5' },
  { primary: '#fff', accent: '#08f' },
];

describe('brand tokens', () => {
  it.each(PALETTES)('keep every text colour readable for %o', (palette) => {
    const t = brandTokens(palette);
    expect(ratio(t['--primary-fill'], t['--on-primary'] as string)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(ratio(t['--accent-fill'], t['--on-accent'] as string)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(ratio(t['--brand-link-dark'], THEME_SURFACES.dark)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(ratio(t['--brand-accent-text-dark'], THEME_SURFACES.dark)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(ratio(t['--brand-link-light'], THEME_SURFACES.light)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(ratio(t['--brand-accent-text-light'], THEME_SURFACES.light)).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });

  it('keeps a colour that already reads, and the raw brand colours as given', () => {
    const t = brandTokens({ primary: '#2200AA', accent: '#ffee00' });
    expect(t['--brand-primary']).toBe('#2200aa');
    expect(t['--primary-fill']).toBe('#2200aa');
    expect(t['--on-primary']).toBe('#ffffff');
    // Yellow takes dark ink rather than being darkened to brown under white text.
    expect(t['--accent-fill']).toBe('#ffee00');
    expect(t['--on-accent']).toBe('#0c1418');
    expect(t['--brand-accent-text-dark']).toBe('#ffee00');
  });

  it('darkens a mid-tone under white text only as far as needed', () => {
    const t = brandTokens({ primary: '#0f8a6c', accent: '#f2b33d' });
    expect(t['--on-primary']).toBe('#ffffff');
    const fill = rgb(t['--primary-fill'] as string);
    expect(ratio(t['--primary-fill'], '#ffffff')).toBeLessThan(MIN_CONTRAST + 0.5);
    // Darker than the brand, the same hue family (green the largest channel).
    expect(fill[1]).toBeLessThan(0x8a);
    expect(Math.max(...fill)).toBe(fill[1]);
  });

  it('falls back to the platform colours on a value that is not a colour, and checks the logo address', () => {
    const t = brandTokens({ primary: 'red; background: url(x)', accent: '#12', logoUrl: 'javascript:alert(1)' });
    expect(t['--brand-primary']).toBe(DEFAULT_BRAND.primary);
    expect(t['--brand-accent']).toBe(DEFAULT_BRAND.accent);
    expect(t['--brand-logo']).toBeUndefined();
    expect(brandTokens({ ...DEFAULT_BRAND, logoUrl: '/brand/a.svg' })['--brand-logo']).toBe('url("/brand/a.svg")');
    expect(brandTokens({ ...DEFAULT_BRAND, logoUrl: '/a.svg")x' })['--brand-logo']).toBeUndefined();
  });

  it("app.css's defaults are the derivation for the platform colours, on the surfaces it assumes", () => {
    const css = readFileSync(`${import.meta.dirname}/app.css`, 'utf8');
    const declared = (block: string, name: string) =>
      new RegExp(`${block}\\s*\\{[^}]*${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();
    for (const [name, value] of Object.entries(brandTokens({ ...DEFAULT_BRAND, logoUrl: '/brand/logo.svg' }))) {
      expect(declared(':root', name), name).toBe(value);
    }
    expect(declared('\\[data-theme="dark"\\]', '--surface-2')).toBe(THEME_SURFACES.dark);
    expect(declared('\\[data-theme="light"\\]', '--surface-2')).toBe(THEME_SURFACES.light);
  });

  it('reads and writes hex', () => {
    expect(parseHex('#abc')).toEqual([0xaa, 0xbb, 0xcc]);
    expect(toHex([1, 2, 255])).toBe('#0102ff');
    expect(parseHex('#abcd')).toBeNull();
  });
});
