import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleSection } from '../i18n/sections.ts';

type PagerProps = { page: number; pages: number; onPage: (page: number) => void };

/** Previous / page of pages / next, for the record tables. */
export function Pager(props: PagerProps) {
  // Its texts are in a section loaded on demand: only the pager waits for them, not the page.
  return (
    <Suspense fallback={<nav className="form-actions" />}>
      <PagerButtons {...props} />
    </Suspense>
  );
}

function PagerButtons({ page, pages, onPage }: PagerProps) {
  const { t } = useTranslation();
  useLocaleSection(['wallet']);
  return (
    <nav className="form-actions" aria-label={t('wallet.history.pages')}>
      <button type="button" className="btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('wallet.history.prev')}
      </button>
      <span data-testid="pager-position">
        {page} / {pages}
      </span>
      <button type="button" className="btn" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('wallet.history.next')}
      </button>
    </nav>
  );
}
