/** Dark and light themes: the choice lives in local storage `theme` and on <html data-theme>. */
export type Theme = 'dark' | 'light';
const KEY = 'theme';
/** The last brand tokens applied (brand.ts), so the next visit's first paint has the brand's colours. */
export const BRAND_TOKENS_KEY = 'brandTokens';

export function storedTheme(): Theme {
  const saved = localStorage.getItem(KEY);
  if (saved === 'dark' || saved === 'light') return saved;
  return window.matchMedia?.('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
}

export function applyTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
}

export function saveTheme(theme: Theme) {
  localStorage.setItem(KEY, theme);
  applyTheme(theme);
}

/** Custom properties on <html>: the brand's, over app.css's defaults. */
export function applyTokens(tokens: Record<string, string>) {
  const root = document.documentElement.style;
  for (const [name, value] of Object.entries(tokens)) if (name.startsWith('--')) root.setProperty(name, value);
}

/** The tokens the previous visit derived, before the brand's status answers; nothing if none or unreadable. */
export function applyRememberedTokens() {
  try {
    const saved = JSON.parse(localStorage.getItem(BRAND_TOKENS_KEY) ?? 'null');
    if (saved && typeof saved === 'object') applyTokens(saved as Record<string, string>);
  } catch {
    // A damaged entry: the defaults stand until the brand's own tokens come.
  }
}
