import { useState } from 'react';
import { Link } from 'react-router';
import { usePromotionList } from '../api/list.ts';
import { usePromoT } from '../i18n.ts';
import { dateOf, StateBadge } from './bits.tsx';

/** /promotions: category tabs over the merchant's promotions, each with the caller's state. */
export function PromotionsHall() {
  const { t } = usePromoT();
  const list = usePromotionList();
  const [category, setCategory] = useState('');
  const shown = (list.data?.list ?? []).filter((p) => !category || p.category === category);
  return (
    <section className="page promo-page" data-testid="page-promotions">
      <h1>{t('hall.title')}</h1>
      <p className="promo-muted">{t('hall.intro')}</p>
      <fieldset className="promo-tabs">
        <legend className="visually-hidden">{t('hall.categories')}</legend>
        {['', ...(list.data?.categories ?? [])].map((c) => (
          <button
            key={c || 'all'}
            type="button"
            className="btn"
            aria-pressed={c === category}
            onClick={() => setCategory(c)}
            data-testid={`promo-tab-${c || 'ALL'}`}
          >
            {c ? t(`category.${c}`, { defaultValue: c }) : t('hall.all')}
          </button>
        ))}
      </fieldset>
      {list.isPending && <p className="loading">{t('loading')}</p>}
      {list.isError && (
        <p className="form-error" role="alert">
          {t('loadFailed')}
        </p>
      )}
      {list.data && shown.length === 0 && <p className="empty">{t('hall.empty')}</p>}
      <ul className="promo-grid" data-testid="promo-list">
        {shown.map((p) => (
          <li key={p.id} className="promo-card" data-testid={`promo-card-${p.id}`} data-kind={p.kind}>
            <img src={p.image} alt="" width={800} height={300} loading="lazy" />
            <div className="promo-card-body">
              <h2>
                <Link to={`/promoDetail?id=${p.id}`} data-testid="promo-open">
                  {p.title}
                </Link>
              </h2>
              <p className="promo-muted">
                {t(`category.${p.category}`, { defaultValue: p.category })} ·{' '}
                {t('hall.period', { from: dateOf(p.startsAt), to: dateOf(p.endsAt) })}
              </p>
              <StateBadge state={p.state} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
