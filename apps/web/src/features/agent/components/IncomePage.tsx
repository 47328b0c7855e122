import { CONTRACT_KINDS, type ContractKind } from '@mekong/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../shared/lib/dates.ts';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { type IncomeFilter, useIncome } from '../api/income.ts';
import { type Period, spanLabel } from '../lib/period.ts';
import { bpsPercent } from '../lib/terms.ts';
import { Amount } from './Amount.tsx';
import { LoadState } from './LoadState.tsx';
import { PeriodPicker, PeriodShown } from './PeriodPicker.tsx';
import { TableScroll } from './TableScroll.tsx';

const SIZE = 10;

/** A payment's period: a day for daily pay, the start and end instants otherwise. */
function PaidFor({ start, end }: { start: string; end: string }) {
  const a = new Date(start);
  const b = new Date(end);
  const oneDay = b.getTime() - a.getTime() === 86_400_000;
  return <>{oneDay ? formatDate(a) : spanLabel(formatDateTime(a), formatDateTime(b))}</>;
}

/**
 * myIncome, and the flagged entries (dividend record, daily wages, hourly salary) as the same
 * list fixed to one kind: what the agent's contracts paid it, with totals over every page.
 */
export function IncomePage({ kind: fixed }: { kind?: ContractKind }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<Period>({ preset: 'month' });
  const [kind, setKind] = useState<ContractKind | ''>(fixed ?? '');
  const [page, setPage] = useState(1);
  const filter: IncomeFilter = { period, kind: fixed ?? kind, page, size: SIZE };
  const income = useIncome(filter);
  const testId = fixed ? `income-${fixed}` : 'my-income';
  return (
    <div className="stack" data-testid={testId}>
      <PeriodPicker
        value={period}
        onChange={(p) => {
          setPeriod(p);
          setPage(1);
        }}
      />
      {!fixed && (
        <div className="field narrow-field">
          <label htmlFor="income-kind">{t('agent.contracts.kind')}</label>
          <select
            id="income-kind"
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as ContractKind | '');
              setPage(1);
            }}
          >
            <option value="">{t('agent.contracts.allKinds')}</option>
            {CONTRACT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`agent.kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      <LoadState query={income} testId="income">
        {(data) => (
          <>
            <PeriodShown from={data.from} to={data.to} timezone={data.timezone} />
            <dl className="totals" data-testid="income-totals">
              <div>
                <dt>{t('agent.income.total')}</dt>
                <dd>
                  <Amount minor={data.totals.amount} />
                </dd>
              </div>
              {!fixed &&
                CONTRACT_KINDS.filter((k) => data.totals.byKind[k] !== undefined).map((k) => (
                  <div key={k}>
                    <dt>{t(`agent.kinds.${k}`)}</dt>
                    <dd>
                      <Amount minor={data.totals.byKind[k] as string} />
                    </dd>
                  </div>
                ))}
            </dl>
            {data.list.length === 0 ? (
              <p className="empty">{t('agent.income.none')}</p>
            ) : (
              <TableScroll label={t('centre.agent.tabs.myIncome')}>
                <table className="records-table" data-testid="income-table">
                  <caption className="visually-hidden">{t('centre.agent.tabs.myIncome')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('agent.income.paidAt')}</th>
                      {!fixed && <th scope="col">{t('agent.contracts.kind')}</th>}
                      <th scope="col">{t('agent.income.for')}</th>
                      <th scope="col">{t('agent.income.validBet')}</th>
                      <th scope="col">{t('agent.income.profitLoss')}</th>
                      <th scope="col">{t('agent.income.activeMembers')}</th>
                      <th scope="col">{t('agent.income.rate')}</th>
                      <th scope="col">{t('agent.income.passedDown')}</th>
                      <th scope="col">{t('agent.income.amount')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.list.map((p) => (
                      <tr key={p.id}>
                        <td>{formatDateTime(p.paidAt)}</td>
                        {!fixed && <td>{t(`agent.kinds.${p.kind}`)}</td>}
                        <td>
                          <PaidFor start={p.periodStart} end={p.periodEnd} />
                        </td>
                        <td>
                          <Amount minor={p.validBet} />
                        </td>
                        <td>
                          <Amount minor={p.profitLoss} />
                        </td>
                        <td>{p.activeMembers}</td>
                        <td>{bpsPercent(p.rate)}</td>
                        <td>
                          <Amount minor={p.passedDown} />
                        </td>
                        <td>
                          <Amount minor={p.amount} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row" colSpan={fixed ? 7 : 8}>
                        {t('agent.totals', { count: data.total })}
                      </th>
                      <td>
                        <Amount minor={data.totals.amount} />
                      </td>
                    </tr>
                  </tfoot>
                </table>
              </TableScroll>
            )}
            <Pager page={page} pages={Math.max(1, Math.ceil(data.total / SIZE))} onPage={setPage} />
          </>
        )}
      </LoadState>
    </div>
  );
}
