import { useTranslation } from 'react-i18next';
import { i18n } from '../../shared/i18n/i18n.ts';
import cn from './locales/cn.json';
import en from './locales/en.json';
import km from './locales/km.json';

let added = false;

/** The `content` namespace (announcements, messages, help, feedback, download, join us). */
export function useContentT() {
  if (!added) {
    added = true;
    i18n.addResourceBundle('km', 'content', km, true, false);
    i18n.addResourceBundle('en', 'content', en, true, false);
    i18n.addResourceBundle('cn', 'content', cn, true, false);
    // Thai and Vietnamese read English until those translations exist.
    for (const lng of ['th', 'vi']) i18n.addResourceBundle(lng, 'content', en, true, false);
  }
  return useTranslation('content');
}
