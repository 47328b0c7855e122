import type { AnnouncementItem } from '@mekong/contracts';
import { useEffect, useState } from 'react';
import { useUi } from '../../../shared/store/ui.ts';
import { useSystemStatus } from '../../../shared/system/status-context.ts';
import { Modal } from '../../../shared/ui/Modal.tsx';
import { useAnnouncements } from '../api/announcements.ts';
import { useContentT } from '../i18n.ts';
import { noticeDate, noticeNumber } from '../lib/format.ts';
import { Pagination } from './Pagination.tsx';
import { SafeHtml } from './SafeHtml.tsx';

/** The notice list shows seven notices a page, as the original did. */
export const NOTICES_PER_PAGE = 7;

/** The player and promotion notices, newest first: what the notice list shows. */
export const noticesOf = (data: { player: AnnouncementItem[]; promotion: AnnouncementItem[] } | undefined) =>
  [...(data?.player ?? []), ...(data?.promotion ?? [])].sort((a, b) => b.timestamp - a.timestamp);

/** noticeModal: the numbered list with pagination beside a detail pane of sanitized HTML. */
export function NoticeModal() {
  const { t } = useContentT();
  const { open, selectedId } = useUi((s) => s.notice);
  const select = useUi((s) => s.selectNotice);
  const close = useUi((s) => s.closeNotice);
  const query = useAnnouncements();
  const zone = useSystemStatus().info.brand.timezone;
  const notices = noticesOf(query.data);
  const selectedAt = notices.findIndex((n) => n.id === selectedId);
  const [page, setPage] = useState(1);
  // Opening at a notice (from the marquee or the popup) shows the page it is on; closing resets.
  useEffect(() => {
    if (!open) setPage(1);
    else if (selectedAt >= 0) setPage(Math.floor(selectedAt / NOTICES_PER_PAGE) + 1);
  }, [open, selectedAt]);
  const pages = Math.ceil(notices.length / NOTICES_PER_PAGE);
  const visible = notices.slice((page - 1) * NOTICES_PER_PAGE, page * NOTICES_PER_PAGE);
  const selected = notices[selectedAt];
  const goTo = (p: number) => {
    select(null);
    setPage(p);
  };
  return (
    <Modal open={open} onClose={close} title={t('notices.title')} testId="notice-modal">
      {query.isPending && <p className="loading">…</p>}
      {query.isError && <p role="alert">{t('notices.failed')}</p>}
      {query.data && notices.length === 0 && <p className="empty">{t('notices.none')}</p>}
      {notices.length > 0 && (
        <div className={selected ? 'notice-panes has-detail' : 'notice-panes'}>
          <div className="notice-list">
            <ol aria-label={t('notices.list')} data-testid="notice-list">
              {visible.map((n, i) => (
                <li key={n.id}>
                  <button
                    type="button"
                    aria-current={n.id === selectedId ? 'true' : undefined}
                    onClick={() => select(n.id)}
                    data-testid="notice-item"
                  >
                    <span className="notice-no">{noticeNumber(i, page, NOTICES_PER_PAGE)}</span>
                    <span className="notice-title">{n.title}</span>
                  </button>
                </li>
              ))}
            </ol>
            <Pagination page={page} pages={pages} onPage={goTo} />
          </div>
          <article className="notice-detail" data-testid="notice-detail" aria-live="polite">
            {selected ? (
              <>
                <button type="button" className="btn notice-back" onClick={() => select(null)}>
                  {t('notices.back')}
                </button>
                <h3>{selected.title}</h3>
                <p className="notice-date">
                  {t('notices.date')}{' '}
                  <time dateTime={new Date(selected.timestamp).toISOString()} data-testid="notice-date">
                    {noticeDate(selected.timestamp, zone)}
                  </time>
                </p>
                <SafeHtml html={selected.content} className="rich" testId="notice-content" />
              </>
            ) : (
              <p className="empty">{t('notices.pick')}</p>
            )}
          </article>
        </div>
      )}
    </Modal>
  );
}
