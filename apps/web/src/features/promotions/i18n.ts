import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.ts';
import { i18n } from '../../shared/i18n/i18n.ts';
import cn from './locales/cn.json';
import en from './locales/en.json';
import km from './locales/km.json';

let added = false;

/** The `promo` namespace: Khmer, English and Chinese; Thai and Vietnamese read the English. */
export function usePromoT() {
  if (!added) {
    added = true;
    i18n.addResourceBundle('km', 'promo', km, true, false);
    i18n.addResourceBundle('en', 'promo', en, true, false);
    i18n.addResourceBundle('cn', 'promo', cn, true, false);
    for (const lng of ['th', 'vi']) i18n.addResourceBundle(lng, 'promo', en, true, false);
  }
  return useTranslation('promo');
}

/** A failed call's text: this area's own codes translated here, the rest by the shared table. */
export function usePromoError() {
  const { t } = usePromoT();
  return (err: unknown) =>
    err instanceof ApiError
      ? t(`errors.${err.code}`, { defaultValue: err.message })
      : t('errors.unknown', { defaultValue: String(err) });
}
