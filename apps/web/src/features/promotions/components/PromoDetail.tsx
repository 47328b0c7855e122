import DOMPurify from 'dompurify';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../shared/session/session.ts';
import { useUi } from '../../../shared/store/ui.ts';
import { usePromotionDetail } from '../api/detail.ts';
import { usePromoT } from '../i18n.ts';
import { ActionPanel } from './ActionPanel.tsx';
import { dateOf, StateBadge } from './bits.tsx';

/** /promoDetail?id=: the promotion's banner, sanitized body, and what the caller can do in it. */
export function PromoDetail() {
  const { t } = usePromoT();
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const detail = usePromotionDetail(id);
  const signedIn = useSession((s) => Boolean(s.token));
  const openModal = useUi((s) => s.openModal);
  const p = detail.data;
  return (
    <section className="page promo-page" data-testid="page-promoDetail">
      <p>
        <Link to="/promotions">← {t('detail.back')}</Link>
      </p>
      {!id && <p className="empty">{t('detail.missing')}</p>}
      {id && detail.isPending && <p className="loading">{t('loading')}</p>}
      {detail.isError && (
        <p className="form-error" role="alert">
          {t('detail.notFound')}
        </p>
      )}
      {p && (
        <article className="promo-detail" data-testid="promo-detail" data-kind={p.kind}>
          <img src={p.image} alt="" width={800} height={300} />
          <h1>{p.title}</h1>
          <p className="promo-muted">
            {t(`category.${p.category}`, { defaultValue: p.category })} ·{' '}
            {t('hall.period', { from: dateOf(p.startsAt), to: dateOf(p.endsAt) })}
          </p>
          <StateBadge state={p.state} />
          {/* Server HTML, sanitized again here before it is rendered. */}
          <div
            className="promo-body"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above.
            dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(p.body) }}
          />
          {p.turnoverMultiple > 0 && (
            <p className="promo-muted">{t('detail.turnover', { count: p.turnoverMultiple })}</p>
          )}
          {signedIn ? (
            <ActionPanel promo={p} />
          ) : (
            p.state === 'JOINABLE' && (
              <div className="promo-panel">
                <p>{t('detail.loginToJoin')}</p>
                <button type="button" className="btn btn-primary" onClick={() => openModal('login')}>
                  {t('detail.login')}
                </button>
              </div>
            )
          )}
        </article>
      )}
    </section>
  );
}
