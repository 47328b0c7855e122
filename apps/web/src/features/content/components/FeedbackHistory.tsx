import type { FeedbackList } from '@mekong/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useSystemStatus } from '../../../shared/system/status-context.ts';
import { useContentT } from '../i18n.ts';
import { noticeDate } from '../lib/format.ts';

/** The member's feedback, newest first. Their words are rendered as text, so markup never runs. */
export function FeedbackHistory({ query }: { query: UseQueryResult<FeedbackList> }) {
  const { t } = useContentT();
  const zone = useSystemStatus().info.brand.timezone;
  if (query.isPending) return <p className="loading">…</p>;
  if (query.isError) return <p role="alert">{query.error.message}</p>;
  return (
    <section aria-labelledby="feedback-history">
      <h3 id="feedback-history">{t('feedback.history')}</h3>
      {query.data.list.length === 0 && <p className="empty">{t('feedback.none')}</p>}
      <ul className="feedback-list">
        {query.data.list.map((f) => (
          <li key={f.id} className="panel" data-testid="feedback-item">
            <p className="feedback-meta">
              <time dateTime={new Date(f.createdAt).toISOString()}>{noticeDate(f.createdAt, zone)}</time>{' '}
              <span className={`feedback-status ${f.status.toLowerCase()}`}>{t(`feedback.status.${f.status}`)}</span>
            </p>
            <p className="feedback-text" data-testid="feedback-text">
              {f.content}
            </p>
            {f.images.length > 0 && (
              <div className="feedback-images">
                {f.images.map((src, i) => (
                  <a key={src} href={src} target="_blank" rel="noopener noreferrer">
                    <img
                      src={src}
                      alt={t('feedback.image', { n: i + 1 })}
                      width={96}
                      height={96}
                      data-testid="feedback-image"
                    />
                  </a>
                ))}
              </div>
            )}
            {f.replies.map((r) => (
              <blockquote key={r.createdAt} className="feedback-reply">
                <p className="muted">{t('feedback.reply')}</p>
                <p>{r.content}</p>
              </blockquote>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
