/** The console's languages: code kept in localStorage, the `Language` header the API reads, and html lang. */
export const LANGUAGES = [
  { code: 'en', header: 'EN', htmlLang: 'en', label: 'English' },
  { code: 'zh', header: 'CN', htmlLang: 'zh-CN', label: '中文' },
  { code: 'km', header: 'KM', htmlLang: 'km', label: 'ខ្មែរ' },
] as const;
export type Language = (typeof LANGUAGES)[number];
export type LanguageCode = Language['code'];

const KEY = 'bo.lang';

export const languageOf = (code: string | null | undefined): Language =>
  LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0];

export const storedLanguage = () => languageOf(localStorage.getItem(KEY));
export const storeLanguage = (code: LanguageCode) => localStorage.setItem(KEY, code);
