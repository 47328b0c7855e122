import '../records.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../wallet/index.ts';
import { useProfit } from '../api/records.ts';

const RANGES = [1, 7, 30] as const;

/** personalProfit: settled bets' profit and loss by day and category (positive: you won). */
export function ProfitPage() {
  const { t } = useTranslation();
  const [days, setDays] = useState<number>(7);
  const profit = useProfit(days);
  return (
    <div className="stack" data-testid="profit-page">
      <fieldset className="segmented">
        <legend>{t('records.range')}</legend>
        {RANGES.map((d) => (
          <label key={d}>
            <input type="radio" name="profit-range" checked={days === d} onChange={() => setDays(d)} />
            {t(`records.range${d}`)}
          </label>
        ))}
      </fieldset>
      {profit.isPending && <p className="loading">{t('shell.loading')}</p>}
      {profit.isError && (
        <p className="form-error" role="alert">
          {t('records.loadFailed')}
        </p>
      )}
      {profit.data && (
        <>
          <dl className="totals" data-testid="profit-totals">
            <div>
              <dt>{t('records.validStake')}</dt>
              <dd>
                <Money minor={profit.data.totalStake} />
              </dd>
            </div>
            <div>
              <dt>{t('records.profit')}</dt>
              <dd data-testid="profit-total">
                <Money minor={profit.data.totalProfit} />
              </dd>
            </div>
          </dl>
          {profit.data.days.length === 0 && <p className="empty">{t('wallet.noRecords')}</p>}
          {profit.data.days.map((d) => (
            <table
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, and the keyboard must reach it
              tabIndex={0}
              key={d.day}
              className="records-table"
              data-testid="profit-day"
            >
              <caption>
                {d.day} · {t('records.profit')} <Money minor={d.profit} />
              </caption>
              <thead>
                <tr>
                  <th>{t('records.category')}</th>
                  <th>{t('records.count')}</th>
                  <th>{t('records.stake')}</th>
                  <th>{t('records.payout')}</th>
                  <th>{t('records.profit')}</th>
                </tr>
              </thead>
              <tbody>
                {d.categories.map((c) => (
                  <tr key={c.category}>
                    <td>{t(`category.${c.category}`, { defaultValue: c.category })}</td>
                    <td>{c.bets}</td>
                    <td>
                      <Money minor={c.stake} />
                    </td>
                    <td>
                      <Money minor={c.payout} />
                    </td>
                    <td>
                      <Money minor={c.profit} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </>
      )}
    </div>
  );
}
