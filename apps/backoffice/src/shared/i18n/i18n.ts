import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadFontsFor } from '../fonts.ts';
import { type LanguageCode, languageOf, storedLanguage, storeLanguage } from './languages.ts';

const loaders: Record<LanguageCode, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./locales/en.json'),
  zh: () => import('./locales/zh.json'),
  km: () => import('./locales/km.json'),
};

async function load(code: LanguageCode) {
  if (!i18next.hasResourceBundle(code, 'translation')) {
    i18next.addResourceBundle(code, 'translation', (await loaders[code]()).default);
  }
}

/** Loads the stored language's texts (and English, the fallback) before the first render. */
export async function initI18n() {
  const lang = storedLanguage();
  await i18next.use(initReactI18next).init({
    lng: lang.code,
    fallbackLng: 'en',
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await Promise.all([load('en'), load(lang.code)]);
  await i18next.changeLanguage(lang.code);
  applyDocument(lang.code);
}

function applyDocument(code: LanguageCode) {
  loadFontsFor(code);
  document.documentElement.lang = languageOf(code).htmlLang;
  document.title = i18next.t('app.title');
}

export async function switchLanguage(code: LanguageCode) {
  await load(code);
  storeLanguage(code);
  await i18next.changeLanguage(code);
  applyDocument(code);
}

export const currentLanguage = () => languageOf(i18next.language);
