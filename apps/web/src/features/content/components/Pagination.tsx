import { useContentT } from '../i18n.ts';
import { pageItems } from '../lib/pages.ts';

/** Numbered pages with range 3 and margin 1 (see lib/pages.ts), and previous / next. */
export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useContentT();
  if (pages <= 1) return null;
  return (
    <nav className="content-pages" aria-label={t('pages.label')} data-testid="notice-pages">
      <button type="button" className="btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">‹</span>
        <span className="visually-hidden">{t('pages.prev')}</span>
      </button>
      {pageItems(page, pages).map((item, i) =>
        item === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
          <span key={`gap-${i}`} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className={item === page ? 'btn btn-primary' : 'btn'}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('pages.page', { page: item })}
            onClick={() => onPage(item)}
          >
            {item}
          </button>
        ),
      )}
      <button type="button" className="btn" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <span aria-hidden="true">›</span>
        <span className="visually-hidden">{t('pages.next')}</span>
      </button>
    </nav>
  );
}
