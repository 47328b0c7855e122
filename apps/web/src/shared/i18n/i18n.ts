import { DEFAULT_LANGUAGE, LANGUAGE_TAG, UI_LANGUAGES, type UiLanguage } from '@mekong/contracts';
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

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
}

export async function setLanguage(lang: UiLanguage) {
  for (const key of STORAGE_KEYS) localStorage.setItem(key, lang);
  await i18n.changeLanguage(lang.toLowerCase());
  reflectOnDocument(lang);
}

/** Locale files are separate chunks, fetched only for the language in use. */
export async function initI18n() {
  const lang = storedLanguage();
  await i18n
    .use(resourcesToBackend((lng: string) => import(`./locales/${lng}.json`)))
    .use(initReactI18next)
    .init({
      lng: lang.toLowerCase(),
      fallbackLng: 'en',
      supportedLngs: UI_LANGUAGES.map((l) => l.toLowerCase()),
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  reflectOnDocument(lang);
  return i18n;
}

export { i18n };
