import { type BrandInput, brandTokens, DEFAULT_BRAND } from './brand-tokens.ts';
import { applyTokens, BRAND_TOKENS_KEY } from './theme.ts';

/** The brand colours and logo the remembered tokens were derived from. */
const BRAND_INPUT_KEY = 'brandTokensFor';
/** The platform's own logo: with the platform's colours, app.css's defaults are the tokens (brand-tokens.test.ts). */
export const DEFAULT_LOGO = '/brand/logo.svg';

const read = (key: string) => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

/**
 * The merchant's colours and logo become the page's tokens, and are remembered for the next first
 * paint. Nothing is derived or set again when preload.ts already set this brand's remembered
 * tokens, nor for the platform's own colours, which the stylesheet already has: a first visit
 * to such a brand spends no time on it at boot.
 */
export function applyBrand(brand: BrandInput) {
  const input = JSON.stringify([brand.primary, brand.accent, brand.logoUrl ?? null]);
  const remembered = read(BRAND_TOKENS_KEY);
  if (remembered !== null && read(BRAND_INPUT_KEY) === input) return;
  const platform =
    brand.primary.toLowerCase() === DEFAULT_BRAND.primary &&
    brand.accent.toLowerCase() === DEFAULT_BRAND.accent &&
    brand.logoUrl === DEFAULT_LOGO;
  if (platform && remembered === null) return;
  const tokens = brandTokens(brand);
  applyTokens(tokens);
  try {
    localStorage.setItem(BRAND_TOKENS_KEY, JSON.stringify(tokens));
    localStorage.setItem(BRAND_INPUT_KEY, input);
  } catch {
    // Storage full or refused: only the next visit's first paint keeps the defaults.
  }
}
