import { useTranslation } from 'react-i18next';
import { useLocaleSection } from '../shared/i18n/sections.ts';

/**
 * The house games' texts: the `house` section of the locale files, fetched when a house page
 * first shows (the portal's first load does not carry them).
 */
export function useHouseT() {
  useLocaleSection(['house']);
  return useTranslation('translation', { keyPrefix: 'house' });
}

/** The house pages' translate function, as helpers and child components receive it. */
export type HouseT = ReturnType<typeof useHouseT>['t'];
