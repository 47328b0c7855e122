import { formatDateTime } from '../../../shared/lib/dates.ts';
import { useBonusHistory } from '../api/centre.ts';
import { usePromoT } from '../i18n.ts';
import { Amount } from './bits.tsx';

/** bonusDetails: every bonus credited to the member, read from the ledger, with totals. */
export function BonusDetailsPage() {
  const { t } = usePromoT();
  const bonus = useBonusHistory();
  if (bonus.isPending) return <p className="loading">{t('loading')}</p>;
  if (!bonus.data)
    return (
      <p className="form-error" role="alert">
        {t('loadFailed')}
      </p>
    );
  return (
    <div className="stack" data-testid="bonus-details">
      <dl className="promo-totals">
        <div>
          <dt>{t('bonus.total')}</dt>
          <dd data-testid="bonus-total">
            <Amount minor={bonus.data.total} />
          </dd>
        </div>
        <div>
          <dt>{t('bonus.count')}</dt>
          <dd>{bonus.data.count}</dd>
        </div>
      </dl>
      {bonus.data.list.length === 0 ? (
        <p className="empty">{t('bonus.none')}</p>
      ) : (
        <table className="promo-table">
          <caption>{t('bonus.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('bonus.date')}</th>
              <th scope="col">{t('bonus.reason')}</th>
              <th scope="col">{t('bonus.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {bonus.data.list.map((b) => (
              <tr key={b.id}>
                <td>{formatDateTime(b.createdAt)}</td>
                <td>{t(`source.${b.reason}`, { defaultValue: b.reason })}</td>
                <td>
                  <Amount minor={b.amount} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
