import { useTranslation } from 'react-i18next';
import { registerNamespace } from '../../shared/i18n/i18n.ts';

registerNamespace('points', import.meta.glob('./locales/*.json', { import: 'default' }));
/** The `points` namespace; Thai and Vietnamese read the English until translated. */
export const usePointsT = () => useTranslation('points');
