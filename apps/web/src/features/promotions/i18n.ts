import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.ts';
import { useLocaleSection } from '../../shared/i18n/sections.ts';

/** The promotions' texts: the `promo` section of the locale files, fetched when a promotion screen first shows. */
export function usePromoT() {
  useLocaleSection(['promo']);
  return useTranslation('translation', { keyPrefix: 'promo' });
}

/** A failed call's text: this area's own codes translated here, the rest by the shared table. */
export function usePromoError() {
  const { t } = usePromoT();
  return (err: unknown) =>
    err instanceof ApiError
      ? t(`errors.${err.code}`, { defaultValue: err.message })
      : t('errors.unknown', { defaultValue: String(err) });
}
