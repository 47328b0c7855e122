import { useTranslation } from 'react-i18next';

/** The texts of announcements, messages, help, feedback, download and join us: the `content` section of the locale files. */
export const useContentT = () => useTranslation('translation', { keyPrefix: 'content' });
