import { currentLanguage } from '../../../shared/i18n/i18n.ts';

/** Answers depend on the language (titles) and on who asks (states): both are in the key. */
export const promoKey = (...parts: unknown[]) => [
  'promo',
  currentLanguage(),
  sessionStorage.getItem('token') ?? '',
  ...parts,
];
