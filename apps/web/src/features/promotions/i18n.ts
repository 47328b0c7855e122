import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.ts';
import { registerNamespace } from '../../shared/i18n/i18n.ts';

registerNamespace('promo', import.meta.glob('./locales/*.json', { import: 'default' }));
/** The `promo` namespace: Khmer, English and Chinese; Thai and Vietnamese read the English. */
export const usePromoT = () => useTranslation('promo');

/** A failed call's text: this area's own codes translated here, the rest by the shared table. */
export function usePromoError() {
  const { t } = usePromoT();
  return (err: unknown) =>
    err instanceof ApiError
      ? t(`errors.${err.code}`, { defaultValue: err.message })
      : t('errors.unknown', { defaultValue: String(err) });
}
