import '../records.css';
import { GAME_CATEGORIES } from '@mekong/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, timeZoneName } from '../../../shared/lib/dates.ts';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { Money } from '../../wallet/index.ts';
import { type BetFilter, useBetRecord } from '../api/records.ts';
import { useGameNames } from '../lib/game-names.ts';

const STATUSES = ['', 'OPEN', 'SETTLED', 'CANCELLED'] as const;
const SIZE = 10;

/** personalHistoryCopy: every bet from every game source, filtered and paged, with totals. */
export function BetRecordPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<BetFilter>({ category: '', status: '', from: '', to: '', page: 1, size: SIZE });
  const record = useBetRecord(filter);
  const names = useGameNames(record.data?.list ?? []);
  const pages = Math.max(1, Math.ceil((record.data?.total ?? 0) / SIZE));
  const set = (patch: Partial<BetFilter>) => setFilter({ ...filter, page: 1, ...patch });
  return (
    <div className="stack" data-testid="bets-page">
      <div className="code-row">
        <div className="field">
          <label htmlFor="b-category">{t('records.category')}</label>
          <select id="b-category" value={filter.category} onChange={(e) => set({ category: e.target.value })}>
            <option value="">{t('records.allCategories')}</option>
            {GAME_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`category.${c}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="b-status">{t('records.status')}</label>
          <select id="b-status" value={filter.status} onChange={(e) => set({ status: e.target.value })}>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s ? t(`records.statuses.${s}`) : t('records.allStatuses')}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="b-from">{t('wallet.history.from')}</label>
          <input id="b-from" type="date" value={filter.from} onChange={(e) => set({ from: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="b-to">{t('wallet.history.to')}</label>
          <input id="b-to" type="date" value={filter.to} onChange={(e) => set({ to: e.target.value })} />
        </div>
      </div>
      {record.isPending && <p className="loading">{t('shell.loading')}</p>}
      {record.isError && (
        <p className="form-error" role="alert">
          {t('records.loadFailed')}
        </p>
      )}
      {record.data && (
        <>
          <dl className="totals" data-testid="bets-totals">
            <div>
              <dt>{t('records.count')}</dt>
              <dd>{record.data.total}</dd>
            </div>
            <div>
              <dt>{t('records.stake')}</dt>
              <dd>
                <Money minor={record.data.totals.stake} />
              </dd>
            </div>
            <div>
              <dt>{t('records.validStake')}</dt>
              <dd>
                <Money minor={record.data.totals.validStake} />
              </dd>
            </div>
            <div>
              <dt>{t('records.payout')}</dt>
              <dd>
                <Money minor={record.data.totals.payout} />
              </dd>
            </div>
            <div>
              <dt>{t('records.profit')}</dt>
              <dd data-testid="bets-profit">
                <Money minor={record.data.totals.profit} />
              </dd>
            </div>
          </dl>
          {record.data.list.length === 0 && <p className="empty">{t('wallet.noRecords')}</p>}
          <table
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, and the keyboard must reach it
            tabIndex={0}
            className="records-table"
          >
            <thead>
              <tr>
                <th>{t('records.timeIn', { zone: timeZoneName() })}</th>
                <th>{t('records.game')}</th>
                <th>{t('records.stake')}</th>
                <th>{t('records.payout')}</th>
                <th>{t('records.profit')}</th>
                <th>{t('records.status')}</th>
              </tr>
            </thead>
            <tbody>
              {record.data.list.map((b) => {
                const open = b.status === 'OPEN';
                return (
                  <tr key={b.betId} data-testid="bet-row" data-status={b.status}>
                    <td>{formatDateTime(b.placedAt)}</td>
                    <td>
                      <span data-testid="bet-game">{names.game(b.gameCode)}</span>
                      <br />
                      <small>
                        {t(`category.${b.category}`, { defaultValue: b.category })} · {names.vendor(b.vendorCode)}
                      </small>
                    </td>
                    <td>
                      <Money minor={b.stake} />
                    </td>
                    {/* An open bet has no result yet: "pending", never a payout of $0.00. */}
                    <td>{open ? t('records.pending') : <Money minor={b.payout} />}</td>
                    <td data-testid="bet-profit">{open ? t('records.pending') : <Money minor={b.profit} />}</td>
                    <td>{t(`records.statuses.${b.status}`)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <Pager page={filter.page} pages={pages} onPage={(page) => setFilter({ ...filter, page })} />
        </>
      )}
    </div>
  );
}
