export type Theme = 'dark' | 'light';
const KEY = 'bo.theme';

export const storedTheme = (): Theme => (localStorage.getItem(KEY) === 'light' ? 'light' : 'dark');

export function applyTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  localStorage.setItem(KEY, theme);
}
