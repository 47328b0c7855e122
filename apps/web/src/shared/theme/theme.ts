/** Dark and light themes: the choice lives in local storage `theme` and on <html data-theme>. */
export type Theme = 'dark' | 'light';
const KEY = 'theme';

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

/** Brand colours come from the merchant and override the default tokens. */
export function applyBrandColours(colours: { primary: string; accent: string }) {
  const hex = /^#[0-9a-f]{3,8}$/i;
  const root = document.documentElement.style;
  if (hex.test(colours.primary)) root.setProperty('--brand-primary', colours.primary);
  if (hex.test(colours.accent)) root.setProperty('--brand-accent', colours.accent);
}
