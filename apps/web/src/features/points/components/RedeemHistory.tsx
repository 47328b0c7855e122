import type { RedeemStatus } from '@mekong/contracts';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/lib/dates.ts';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { type RedeemFilter, useRedeemList } from '../api/history.ts';
import { usePointsT } from '../i18n.ts';
import { formatPoints, nameIn } from '../lib/format.ts';

const STATUSES: (RedeemStatus | '')[] = ['', 'IN_PROCESS', 'APPROVED', 'REJECTED'];
const SIZE = 10;

/** getRedeemPointList: the player's redemptions and where each stands. */
export function RedeemHistory() {
  const { t, i18n } = usePointsT();
  const [filter, setFilter] = useState<RedeemFilter>({ status: '', page: 1, size: SIZE });
  const list = useRedeemList(filter);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / SIZE));
  return (
    <div className="stack" data-testid="redeem-history">
      <div className="field points-filter">
        <label htmlFor="redeem-status">{t('history.status')}</label>
        <select
          id="redeem-status"
          value={filter.status}
          onChange={(e) => setFilter({ ...filter, page: 1, status: e.target.value as RedeemStatus | '' })}
        >
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {s ? t(`history.statuses.${s}`) : t('history.all')}
            </option>
          ))}
        </select>
      </div>
      {list.isPending && <p className="loading">{t('loading')}</p>}
      {list.isError && (
        <p className="form-error" role="alert">
          {t('loadFailed')}
        </p>
      )}
      {list.data && list.data.list.length === 0 && <p className="empty">{t('history.none')}</p>}
      {list.data && list.data.list.length > 0 && (
        <table className="points-table">
          <thead>
            <tr>
              <th scope="col">{t('history.time')}</th>
              <th scope="col">{t('history.goods')}</th>
              <th scope="col">{t('history.quantity')}</th>
              <th scope="col">{t('history.points')}</th>
              <th scope="col">{t('history.address')}</th>
              <th scope="col">{t('history.status')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.list.map((r) => (
              <tr key={r.id} data-testid="redeem-row">
                <td>{formatDateTime(r.createdAt)}</td>
                <td>{nameIn(r.names, i18n.language)}</td>
                <td>{r.quantity}</td>
                <td>{formatPoints(r.points)}</td>
                <td className="points-address">{r.address}</td>
                <td>
                  <span className={`points-status points-status-${r.status}`} data-testid="redeem-status">
                    {t(`history.statuses.${r.status}`)}
                  </span>
                  {r.note && <small className="points-note">{r.note}</small>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={filter.page} pages={pages} onPage={(page) => setFilter({ ...filter, page })} />
    </div>
  );
}
