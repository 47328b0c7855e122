import { type BrandInput, brandTokens } from './brand-tokens.ts';
import { applyTokens, BRAND_TOKENS_KEY } from './theme.ts';

/** The merchant's colours and logo become the page's tokens, and are remembered for the next first paint. */
export function applyBrand(brand: BrandInput) {
  const tokens = brandTokens(brand);
  applyTokens(tokens);
  try {
    localStorage.setItem(BRAND_TOKENS_KEY, JSON.stringify(tokens));
  } catch {
    // Storage full or refused: only the next visit's first paint keeps the defaults.
  }
}
