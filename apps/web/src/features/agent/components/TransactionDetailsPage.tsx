import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/dates.ts';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { type TransactionsFilter, useTransactions } from '../api/transactions.ts';
import { Amount } from './Amount.tsx';
import { LoadState } from './LoadState.tsx';
import { TableScroll } from './TableScroll.tsx';

/**
 * The ledger types an agent's account record is about: money to and from the team, and what the
 * contracts paid (the server's AGENT_DIVIDEND and AGENT_SALARY). "All" is the whole record.
 */
const AGENT_TYPES = ['AGENT_TRANSFER', 'AGENT_SALARY', 'AGENT_DIVIDEND', 'TRANSFER_UPLINE', ''] as const;
const SIZE = 10;

/** transactionDetails: the agent's own account record, agent transfers first, by days, paged. */
export function TransactionDetailsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<TransactionsFilter>({
    type: 'AGENT_TRANSFER',
    from: '',
    to: '',
    page: 1,
    size: SIZE,
  });
  const record = useTransactions(filter);
  const set = (patch: Partial<TransactionsFilter>) => setFilter({ ...filter, page: 1, ...patch });
  return (
    <div className="stack" data-testid="agent-transactions">
      <div className="code-row wrap">
        <div className="field">
          <label htmlFor="at-type">{t('wallet.history.type')}</label>
          <select
            id="at-type"
            value={filter.type}
            onChange={(e) => set({ type: e.target.value })}
            data-testid="at-type"
          >
            {AGENT_TYPES.map((ty) => (
              <option key={ty} value={ty}>
                {ty ? t(`wallet.types.${ty}`) : t('wallet.history.all')}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="at-from">{t('wallet.history.from')}</label>
          <input id="at-from" type="date" value={filter.from} onChange={(e) => set({ from: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="at-to">{t('wallet.history.to')}</label>
          <input id="at-to" type="date" value={filter.to} onChange={(e) => set({ to: e.target.value })} />
        </div>
      </div>
      <LoadState query={record} testId="transactions">
        {(data) => (
          <>
            {data.list.length === 0 && <p className="empty">{t('wallet.noRecords')}</p>}
            <TableScroll label={t('centre.agent.tabs.transactionDetails')}>
              <table className="records-table" data-testid="agent-transactions-table">
                <caption className="visually-hidden">{t('centre.agent.tabs.transactionDetails')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('wallet.history.time')}</th>
                    <th scope="col">{t('wallet.history.type')}</th>
                    <th scope="col">{t('wallet.amount')}</th>
                    <th scope="col">{t('wallet.history.balance')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((r) => (
                    <tr key={`${r.transactionId}-${r.amount}`}>
                      <td>{formatDateTime(r.createdAt)}</td>
                      <td>{t(`wallet.types.${r.type}`, { defaultValue: r.type })}</td>
                      <td>
                        <Amount minor={r.amount} />
                      </td>
                      <td>
                        <Amount minor={r.balanceAfter} />
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr data-testid="agent-transactions-totals">
                    <th scope="row">{t('agent.totals', { count: data.total })}</th>
                    <td colSpan={3}>
                      {t('wallet.history.in')} <Amount minor={data.totalIn} /> · {t('wallet.history.out')}{' '}
                      <Amount minor={data.totalOut} />
                    </td>
                  </tr>
                </tfoot>
              </table>
            </TableScroll>
            <Pager
              page={filter.page}
              pages={Math.max(1, Math.ceil(data.total / SIZE))}
              onPage={(page) => setFilter({ ...filter, page })}
            />
          </>
        )}
      </LoadState>
    </div>
  );
}
