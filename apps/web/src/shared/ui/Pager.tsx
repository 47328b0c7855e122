import { useTranslation } from 'react-i18next';

/** Previous / page of pages / next, for the record tables. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
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
