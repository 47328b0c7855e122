import { useTranslation } from 'react-i18next';
import { i18n } from '../../shared/i18n/i18n.ts';
import cn from './locales/cn.json';
import en from './locales/en.json';
import km from './locales/km.json';

let added = false;

/** The `points` namespace; Thai and Vietnamese read the English until translated. */
export function usePointsT() {
  if (!added) {
    added = true;
    i18n.addResourceBundle('km', 'points', km, true, false);
    i18n.addResourceBundle('en', 'points', en, true, false);
    i18n.addResourceBundle('cn', 'points', cn, true, false);
    for (const lng of ['th', 'vi']) i18n.addResourceBundle(lng, 'points', en, true, false);
  }
  return useTranslation('points');
}
