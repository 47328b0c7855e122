import { beforeEach, describe, expect, it } from 'vitest';
import { applyBrand, DEFAULT_LOGO } from './brand.ts';
import { brandTokens, DEFAULT_BRAND } from './brand-tokens.ts';
import { applyRememberedTokens, BRAND_TOKENS_KEY } from './theme.ts';

const OTHER = { primary: '#ffee00', accent: '#2200aa', logoUrl: '/brand/other.svg' };
const set = (name: string) => document.documentElement.style.getPropertyValue(name);

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('style');
});

describe("the brand's tokens at boot", () => {
  it("leaves the platform's own colours to the stylesheet on a first visit: nothing set, nothing remembered", () => {
    applyBrand({ ...DEFAULT_BRAND, logoUrl: DEFAULT_LOGO });
    expect(document.documentElement.getAttribute('style') ?? '').toBe('');
    expect(localStorage.getItem(BRAND_TOKENS_KEY)).toBeNull();
  });

  it("sets another brand's tokens and remembers them for the next first paint", () => {
    applyBrand(OTHER);
    const tokens = brandTokens(OTHER);
    expect(set('--primary-fill')).toBe(tokens['--primary-fill']);
    expect(set('--brand-logo')).toBe(tokens['--brand-logo']);
    expect(JSON.parse(localStorage.getItem(BRAND_TOKENS_KEY) ?? '{}')).toEqual(tokens);
    // The next visit: the boot script sets the remembered tokens, the same brand changes nothing.
    document.documentElement.removeAttribute('style');
    applyRememberedTokens();
    const before = document.documentElement.getAttribute('style');
    applyBrand(OTHER);
    expect(document.documentElement.getAttribute('style')).toBe(before);
    expect(set('--on-accent')).toBe(tokens['--on-accent']);
  });

  it("a brand whose colours changed since the last visit, even back to the platform's, replaces the remembered tokens", () => {
    applyBrand(OTHER);
    const changed = { ...OTHER, accent: '#123456' };
    applyBrand(changed);
    expect(set('--brand-accent')).toBe('#123456');
    applyBrand({ ...DEFAULT_BRAND, logoUrl: DEFAULT_LOGO });
    expect(set('--primary-fill')).toBe(brandTokens(DEFAULT_BRAND)['--primary-fill']);
    expect(set('--brand-logo')).toBe(`url("${DEFAULT_LOGO}")`);
    expect(JSON.parse(localStorage.getItem(BRAND_TOKENS_KEY) ?? '{}')['--brand-accent']).toBe(DEFAULT_BRAND.accent);
  });
});
