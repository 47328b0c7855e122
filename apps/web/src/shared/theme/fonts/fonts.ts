import './fonts.css';

const TAGS: Record<string, string> = { KM: 'km', EN: 'en', CN: 'zh-CN', TH: 'th', VI: 'vi' };

/** The language as stored by the i18n module (`lang`), read without loading i18next. */
export function storedLanguageCode(): string {
  try {
    return localStorage.getItem('lang') ?? 'KM';
  } catch {
    return 'KM';
  }
}

/**
 * Sets <html lang>, which picks the language's font stack (app.css), and for Chinese adds the
 * faces of the Simplified Chinese slices, a stylesheet no other language downloads. The script
 * font of the stored language is preloaded by the page's head (build/boot-preload.ts).
 */
export function loadFontsFor(lang: string) {
  const tag = TAGS[lang];
  if (tag) document.documentElement.lang = tag;
  // A module loads once: switching back to Chinese fetches nothing again.
  if (lang === 'CN') void import('./fonts-sc.css');
}
