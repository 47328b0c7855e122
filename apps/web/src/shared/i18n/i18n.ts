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

export async function setLanguage(lang: UiLanguage) {
  for (const key of STORAGE_KEYS) localStorage.setItem(key, lang);
  const lng = lang.toLowerCase();
  // The main locale first: a section added before it would make i18next take the language as loaded.
  await i18n.loadLanguages(lng);
  await Promise.all(switchWaits.map((wait) => wait(lng).catch(() => undefined)));
  await i18n.changeLanguage(lng);
  reflectOnDocument(lang);
}

/** A feature's locale files: `import.meta.glob('./locales/*.json', { import: 'default' })`. */
export type LocaleLoaders = Record<string, () => Promise<unknown>>;
const featureLocales = new Map<string, LocaleLoaders>();

/**
 * A feature's own namespace, fetched like the main locale: for the language in use only, and
 * again for a new language before the switch shows. Languages it has no file for read English.
 */
export function registerNamespace(ns: string, loaders: LocaleLoaders) {
  featureLocales.set(ns, loaders);
}

/** The main locale without the sections the centres load for themselves (sections.ts). */
const CORE_LOCALES = import.meta.glob('./locales/*.json', { query: '?core', import: 'default' });

function loadLocale(lng: string, ns: string) {
  if (ns === 'translation') return CORE_LOCALES[`./locales/${lng}.json`]?.() ?? Promise.resolve({});
  const loaders = featureLocales.get(ns);
  const loader = loaders?.[`./locales/${lng}.json`] ?? loaders?.['./locales/en.json'];
  return loader ? loader() : Promise.resolve({});
}

/** The i18next backend: each language and namespace is a chunk of its own, fetched on demand. */
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
  await i18n
    .use(chunkBackend)
    .use(initReactI18next)
    .init({
      lng: lang.toLowerCase(),
      // Every locale holds every key (locales.test.ts), so no second language is fetched as a
      // fallback: the first load carries the active language only.
      fallbackLng: false,
      supportedLngs: UI_LANGUAGES.map((l) => l.toLowerCase()),
      // The namespaces of features the first screen uses are fetched with the main locale.
      ns: ['translation', ...featureLocales.keys()],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  reflectOnDocument(lang);
  return i18n;
}

export { i18n };
