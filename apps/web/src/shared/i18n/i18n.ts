import { DEFAULT_LANGUAGE, LANGUAGE_TAG, UI_LANGUAGES, type UiLanguage } from '@mekong/contracts';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadFontsFor } from '../theme/fonts/fonts.ts';

/** The spec keeps the choice in local storage under both `lang` and `hisLang`. */
const STORAGE_KEYS = ['lang', 'hisLang'] as const;

const isUiLanguage = (value: string | null): value is UiLanguage =>
  value !== null && (UI_LANGUAGES as readonly string[]).includes(value);

export function storedLanguage(): UiLanguage {
  const saved = localStorage.getItem('lang');
  return isUiLanguage(saved) ? saved : DEFAULT_LANGUAGE;
}

/** The language the API is called in (the `Language` header). */
export function currentLanguage(): UiLanguage {
  const lng = i18n.language?.toUpperCase() ?? '';
  return isUiLanguage(lng) ? lng : storedLanguage();
}

function reflectOnDocument(lang: UiLanguage) {
  document.documentElement.lang = LANGUAGE_TAG[lang];
  loadFontsFor(lang);
}

/** Work a language switch waits for before it shows (the locale sections already in use). */
const switchWaits: ((lng: string) => Promise<unknown>)[] = [];
export const beforeLanguageSwitch = (wait: (lng: string) => Promise<unknown>) => {
  switchWaits.push(wait);
};

/** The language last written to the `lang` cookie: reading document.cookie is a slow call to the browser. */
const COOKIE_MARK = 'langCookie';

/**
 * The language in a cookie too, for the server: the page it sends for the home already holds the
 * first banner of this language (server platform/spa.ts). Not a secret; no script reads it.
 */
const whenIdle = (work: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(work, { timeout: 5000 }) : setTimeout(work, 1000);

export function rememberLanguageForServer(lang: UiLanguage) {
  if (localStorage.getItem(COOKIE_MARK) === lang) return;
  const year = 365 * 86_400_000;
  if ('cookieStore' in window) {
    // The Cookie Store API writes without holding the page up (Chromium, Safari, Firefox).
    void window.cookieStore.set({ name: 'lang', value: lang, path: '/', sameSite: 'lax', expires: Date.now() + year });
  } else {
    // biome-ignore lint/suspicious/noDocumentCookie: the fall-back where the Cookie Store API is missing
    document.cookie = `lang=${lang}; path=/; max-age=${year / 1000}; samesite=lax${location.protocol === 'https:' ? '; secure' : ''}`;
  }
  localStorage.setItem(COOKIE_MARK, lang);
}

export async function setLanguage(lang: UiLanguage) {
  for (const key of STORAGE_KEYS) localStorage.setItem(key, lang);
  rememberLanguageForServer(lang);
  const lng = lang.toLowerCase();
  // The main locale first: a section added before it would make i18next take the language as loaded.
  await i18n.loadLanguages(lng);
  await Promise.all(switchWaits.map((wait) => wait(lng).catch(() => undefined)));
  await i18n.changeLanguage(lng);
  reflectOnDocument(lang);
}

/**
 * The main locale without the sections loaded with the screens that use them (sections.ts).
 * Every text is in these files: no feature keeps a namespace of its own.
 */
const CORE_LOCALES = import.meta.glob('./locales/*.json', { query: '?core', import: 'default' });

function loadLocale(lng: string, ns: string) {
  if (ns !== 'translation') return Promise.resolve({});
  return CORE_LOCALES[`./locales/${lng}.json`]?.() ?? Promise.resolve({});
}

/** The i18next backend: each language is a chunk of its own, fetched on demand. */
const chunkBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, done) {
    loadLocale(lng, ns).then(
      (data) => done(null, data as ResourceKey),
      (error: Error) => done(error, null),
    );
  },
};

/** Locale files are separate chunks, fetched only for the language in use. */
export async function initI18n() {
  const lang = storedLanguage();
  // A visitor who chose a language before the cookie existed tells the server once, when the page
  // is idle; the default needs no cookie (the server's default is the same).
  if (lang !== DEFAULT_LANGUAGE) whenIdle(() => rememberLanguageForServer(lang));
  await i18n
    .use(chunkBackend)
    .use(initReactI18next)
    .init({
      lng: lang.toLowerCase(),
      // Every locale holds every key (locales.test.ts), so no second language is fetched as a
      // fallback: the first load carries the active language only.
      fallbackLng: false,
      supportedLngs: UI_LANGUAGES.map((l) => l.toLowerCase()),
      ns: ['translation'],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  reflectOnDocument(lang);
  return i18n;
}

export { i18n };
