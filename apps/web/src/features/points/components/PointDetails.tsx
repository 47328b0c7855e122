import { useState } from 'react';
import { formatDateTime } from '../../../shared/lib/dates.ts';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { type DetailFilter, usePointDetails } from '../api/details.ts';
import { usePointsT } from '../i18n.ts';
import { formatPoints } from '../lib/format.ts';

const SIZE = 10;

/** ODSFE2_MemTransDet: every points movement with its date, type, change and balance after. */
export function PointDetails() {
  const { t } = usePointsT();
  const [filter, setFilter] = useState<DetailFilter>({ from: '', to: '', page: 1, size: SIZE });
  const details = usePointDetails(filter);
  const pages = Math.max(1, Math.ceil((details.data?.total ?? 0) / SIZE));
  const set = (patch: Partial<DetailFilter>) => setFilter({ ...filter, page: 1, ...patch });
  return (
    <div className="stack" data-testid="points-details">
      <div className="points-filter-row">
        <div className="field">
          <label htmlFor="pd-from">{t('details.from')}</label>
          <input
            id="pd-from"
            type="date"
            value={filter.from}
            onChange={(e) => set({ from: e.target.value })}
            data-testid="details-from"
          />
        </div>
        <div className="field">
          <label htmlFor="pd-to">{t('details.to')}</label>
          <input
            id="pd-to"
            type="date"
            value={filter.to}
            onChange={(e) => set({ to: e.target.value })}
            data-testid="details-to"
          />
        </div>
      </div>
      {details.isPending && <p className="loading">{t('loading')}</p>}
      {details.isError && (
        <p className="form-error" role="alert">
          {t('loadFailed')}
        </p>
      )}
      {details.data && details.data.list.length === 0 && <p className="empty">{t('details.none')}</p>}
      {details.data && details.data.list.length > 0 && (
        <table className="points-table">
          <thead>
            <tr>
              <th scope="col">{t('details.time')}</th>
              <th scope="col">{t('details.type')}</th>
              <th scope="col">{t('details.changed')}</th>
              <th scope="col">{t('details.after')}</th>
            </tr>
          </thead>
          <tbody>
            {details.data.list.map((d) => (
              <tr key={d.transactionId} data-testid="details-row">
                <td>{formatDateTime(d.createdAt)}</td>
                <td data-testid="details-type">{t(`details.types.${d.type}`, { defaultValue: d.type })}</td>
                <td className={d.changedPoints.startsWith('-') ? 'points-out' : 'points-in'}>
                  {formatPoints(d.changedPoints, true)}
                </td>
                <td>{formatPoints(d.balanceAfter)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={filter.page} pages={pages} onPage={(page) => setFilter({ ...filter, page })} />
    </div>
  );
}
