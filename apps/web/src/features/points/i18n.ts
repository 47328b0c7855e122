import { useTranslation } from 'react-i18next';
import { useLocaleSection } from '../../shared/i18n/sections.ts';

/** The points mall's texts: the `points` section of the locale files, fetched when the mall first shows. */
export function usePointsT() {
  useLocaleSection(['points']);
  return useTranslation('translation', { keyPrefix: 'points' });
}
