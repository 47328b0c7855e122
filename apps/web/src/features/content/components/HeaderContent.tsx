import { lazy, Suspense } from 'react';
import { useSession } from '../../../shared/session/session.ts';
import { useOpenCentre, useUi } from '../../../shared/store/ui.ts';
import { useUnreadCount } from '../api/messages.ts';
import { useContentT } from '../i18n.ts';
import '../content.css';
import { MegaphoneIcon } from './MegaphoneIcon.tsx';

// The modal (and DOMPurify with it) loads on first open, not with every page.
const NoticeModal = lazy(() => import('./NoticeModal.tsx').then((m) => ({ default: m.NoticeModal })));

/** Header entries of this feature: the notice list, and for members the messages with their unread badge. */
export function HeaderContent() {
  const { t } = useContentT();
  const token = useSession((s) => s.token);
  const openCentre = useOpenCentre();
  const showNotices = useUi((s) => s.showNotice);
  const noticesOpen = useUi((s) => s.notice.open);
  const unread = useUnreadCount();
  const count = unread.data ?? 0;
  return (
    <>
      <button
        type="button"
        className="btn btn-icon"
        aria-label={t('notices.open')}
        onClick={() => showNotices()}
        data-testid="open-notices"
      >
        <MegaphoneIcon />
      </button>
      {token && (
        <button
          type="button"
          className="btn btn-icon messages-button"
          aria-label={count > 0 ? t('messages.badge', { count }) : t('messages.open')}
          onClick={() => openCentre('member', 'messageV2')}
          data-testid="open-messages"
        >
          <span aria-hidden="true">✉</span>
          {count > 0 && (
            <span className="unread-badge" aria-hidden="true" data-testid="unread-badge">
              {count > 99 ? '99+' : count}
            </span>
          )}
        </button>
      )}
      {noticesOpen && (
        <Suspense fallback={null}>
          <NoticeModal />
        </Suspense>
      )}
    </>
  );
}
