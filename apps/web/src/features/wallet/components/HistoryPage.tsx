import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/dates.ts';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { useHistory } from '../api/wallet.ts';
import { Money } from './Money.tsx';

const TYPES = [
  '',
  'DEPOSIT',
  'WITHDRAW_LOCK',
  'WITHDRAW_RETURN',
  'WALLET_TO_VENDOR',
  'WALLET_TO_VENDOR_RETURN',
  'VENDOR_TO_WALLET',
  'RECALL_ALL',
  'TRANSFER_UPLINE',
  'TRIAL_FUNDS',
  'BET',
  'BET_PAYOUT',
  'BET_REFUND',
  'BONUS',
];
const SIZE = 10;

/** transactionHistory: the account record, filtered by type and dates, paged, with totals. */
export function HistoryPage() {
  const { t } = useTranslation();
  const [type, setType] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const history = useHistory({ type, page, size: SIZE, from, to });
  const pages = Math.max(1, Math.ceil((history.data?.total ?? 0) / SIZE));
  return (
    <div className="stack" data-testid="history-page">
      <div className="code-row">
        <div className="field">
          <label htmlFor="h-type">{t('wallet.history.type')}</label>
          <select
            id="h-type"
            value={type}
            onChange={(e) => {
              setType(e.target.value);
              setPage(1);
            }}
          >
            {TYPES.map((ty) => (
              <option key={ty} value={ty}>
                {ty ? t(`wallet.types.${ty}`) : t('wallet.history.all')}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="h-from">{t('wallet.history.from')}</label>
          <input
            id="h-from"
            type="date"
            value={from}
            onChange={(e) => {
              setFrom(e.target.value);
              setPage(1);
            }}
          />
        </div>
        <div className="field">
          <label htmlFor="h-to">{t('wallet.history.to')}</label>
          <input
            id="h-to"
            type="date"
            value={to}
            onChange={(e) => {
              setTo(e.target.value);
              setPage(1);
            }}
          />
        </div>
      </div>
      {history.isPending && <p className="loading">{t('shell.loading')}</p>}
      {history.data && (
        <>
          <p data-testid="history-totals">
            {t('wallet.history.in')} <Money minor={history.data.totalIn} /> · {t('wallet.history.out')}{' '}
            <Money minor={history.data.totalOut} />
          </p>
          {history.data.list.length === 0 && <p className="empty">{t('wallet.noRecords')}</p>}
          <table
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, and the keyboard must reach it
            tabIndex={0}
            className="records-table"
          >
            <thead>
              <tr>
                <th>{t('wallet.history.time')}</th>
                <th>{t('wallet.history.type')}</th>
                <th>{t('wallet.amount')}</th>
                <th>{t('wallet.history.balance')}</th>
              </tr>
            </thead>
            <tbody>
              {history.data.list.map((r) => (
                <tr key={`${r.transactionId}-${r.amount}`}>
                  <td>{formatDateTime(r.createdAt)}</td>
                  <td>{t(`wallet.types.${r.type}`, { defaultValue: r.type })}</td>
                  <td>
                    <Money minor={r.amount} />
                  </td>
                  <td>
                    <Money minor={r.balanceAfter} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} pages={pages} onPage={setPage} />
        </>
      )}
    </div>
  );
}
