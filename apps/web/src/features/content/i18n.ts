import { useTranslation } from 'react-i18next';
import { registerNamespace } from '../../shared/i18n/i18n.ts';

registerNamespace('content', import.meta.glob('./locales/*.json', { import: 'default' }));
/** The `content` namespace (announcements, messages, help, feedback, download, join us). */
export const useContentT = () => useTranslation('content');
