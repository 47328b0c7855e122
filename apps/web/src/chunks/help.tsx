import { useTranslation } from 'react-i18next';
import { EmptyPage } from '../shared/ui/EmptyPage.tsx';

/** Chunk `help`: the help centre, and /helpmc with its content only (no header or footer). */
export function HelpPage() {
  const { t } = useTranslation();
  return <EmptyPage testId="page-help" title={t('pages.help.title')} body={t('pages.help.body')} />;
}

export function HelpContentPage() {
  const { t } = useTranslation();
  return <EmptyPage testId="page-helpmc" title={t('pages.help.title')} body={t('pages.help.body')} />;
}
