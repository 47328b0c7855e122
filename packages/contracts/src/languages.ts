import { z } from 'zod';

/** Languages the front end ships full translations for; KM is the default. */
export const UI_LANGUAGES = ['KM', 'EN', 'CN', 'TH', 'VI'] as const;
export const uiLanguage = z.enum(UI_LANGUAGES);
export type UiLanguage = z.infer<typeof uiLanguage>;
export const DEFAULT_LANGUAGE: UiLanguage = 'KM';

/** BCP 47 tags for the html lang attribute and Intl formatting. */
export const LANGUAGE_TAG: Record<UiLanguage, string> = {
  KM: 'km',
  EN: 'en',
  CN: 'zh-CN',
  TH: 'th',
  VI: 'vi',
};

/** Names shown in the language picker, each in its own language. */
export const LANGUAGE_NAME: Record<UiLanguage, string> = {
  KM: 'ភាសាខ្មែរ',
  EN: 'English',
  CN: '简体中文',
  TH: 'ไทย',
  VI: 'Tiếng Việt',
};

/** The wider list of codes the original product accepted in the Language header. */
export const KNOWN_LANGUAGE_CODES = [
  'CN',
  'EN',
  'JA',
  'TH',
  'VI',
  'MY',
  'ES',
  'HI',
  'ID',
  'KM',
  'KO',
  'KR',
  'MS',
  'PT',
  'TA',
  'TW',
  'TY',
  'UR',
  'PT-BR',
  'TR',
  'BN',
  'AR',
  'FA',
  'RU',
  'KK',
  'UZ',
] as const;
