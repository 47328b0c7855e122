import { useState } from 'react';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { MESSAGES_PER_PAGE, useMarkRead, useMessages } from '../api/messages.ts';
import { useContentT } from '../i18n.ts';
import '../content.css';
import { useSystemStatus } from '../../../shared/system/status-context.ts';
import { noticeDate } from '../lib/format.ts';

/** messageV2 (platform information): newest first; opening a message marks it read. */
export function MessagesPage() {
  const { t } = useContentT();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const messages = useMessages(page);
  const markRead = useMarkRead();
  const zone = useSystemStatus().info.brand.timezone;
  if (messages.isPending) return <p className="loading">…</p>;
  if (messages.isError) return <p role="alert">{t('messages.failed')}</p>;
  const { list, total, unread } = messages.data;
  const toggle = (id: number, read: boolean) => {
    setOpenId(openId === id ? null : id);
    if (!read) markRead.mutate(id);
  };
  return (
    <div className="stack" data-testid="messages-page">
      {list.length === 0 && <p className="empty">{t('messages.none')}</p>}
      {unread > 0 && (
        <button type="button" className="btn" onClick={() => markRead.mutate(null)} data-testid="messages-read-all">
          {t('messages.readAll')}
        </button>
      )}
      <ul className="message-list">
        {list.map((m) => (
          <li key={m.id} className={m.read ? 'message' : 'message unread'} data-testid="message-item">
            <button type="button" aria-expanded={openId === m.id} onClick={() => toggle(m.id, m.read)}>
              <span className="message-state">{m.read ? t('messages.read') : t('messages.unread')}</span>
              <span className="message-title">{m.title}</span>
              <time dateTime={new Date(m.createdAt).toISOString()}>{noticeDate(m.createdAt, zone)}</time>
            </button>
            {openId === m.id && (
              <div className="message-body" data-testid="message-body">
                {m.broadcast && <p className="muted">{t('messages.all')}</p>}
                <p>{m.content}</p>
              </div>
            )}
          </li>
        ))}
      </ul>
      {total > MESSAGES_PER_PAGE && <Pager page={page} pages={Math.ceil(total / MESSAGES_PER_PAGE)} onPage={setPage} />}
    </div>
  );
}
