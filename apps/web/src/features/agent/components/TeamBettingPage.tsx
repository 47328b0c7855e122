import { betStatus, GAME_CATEGORIES } from '@mekong/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/dates.ts';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { type BetsFilter, useTeamBets } from '../api/team-bets.ts';
import { Amount } from './Amount.tsx';
import { LoadState } from './LoadState.tsx';
import { PeriodPicker, PeriodShown } from './PeriodPicker.tsx';
import { TableScroll } from './TableScroll.tsx';

const SIZE = 10;
const MONEY = ['stake', 'validStake', 'payout', 'profit'] as const;

/** teamBetting: the team's bets over a period, by game type, status and member, with totals. */
export function TeamBettingPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<BetsFilter>({
    period: { preset: 'today' },
    category: '',
    status: '',
    account: '',
    page: 1,
    size: SIZE,
  });
  const accountForm = useForm({ defaultValues: { account: '' } });
  const bets = useTeamBets(filter);
  const set = (patch: Partial<BetsFilter>) => setFilter({ ...filter, page: 1, ...patch });
  const byAccount = accountForm.handleSubmit(({ account }) => set({ account: account.trim() }));
  return (
    <div className="stack" data-testid="team-betting">
      <PeriodPicker value={filter.period} onChange={(period) => set({ period })} />
      <div className="code-row wrap">
        <div className="field">
          <label htmlFor="tb-category">{t('records.category')}</label>
          <select id="tb-category" value={filter.category} onChange={(e) => set({ category: e.target.value })}>
            <option value="">{t('records.allCategories')}</option>
            {GAME_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`category.${c}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="tb-status">{t('records.status')}</label>
          <select id="tb-status" value={filter.status} onChange={(e) => set({ status: e.target.value })}>
            <option value="">{t('records.allStatuses')}</option>
            {betStatus.options.map((s) => (
              <option key={s} value={s}>
                {t(`records.statuses.${s}`, { defaultValue: s })}
              </option>
            ))}
          </select>
        </div>
        <form className="code-row" onSubmit={byAccount}>
          <div className="field">
            <label htmlFor="tb-account">{t('agent.bets.account')}</label>
            <input id="tb-account" {...accountForm.register('account')} />
          </div>
          <button type="submit" className="btn">
            {t('agent.team.searchButton')}
          </button>
        </form>
      </div>
      <LoadState query={bets} testId="bets">
        {(data) => (
          <>
            <PeriodShown from={data.from} to={data.to} timezone={data.timezone} />
            {data.list.length === 0 && <p className="empty">{t('agent.bets.none')}</p>}
            <TableScroll label={t('centre.agent.tabs.teamBetting')}>
              <table className="records-table" data-testid="team-bets-table">
                <caption className="visually-hidden">{t('centre.agent.tabs.teamBetting')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('wallet.history.time')}</th>
                    <th scope="col">{t('agent.team.account')}</th>
                    <th scope="col">{t('records.game')}</th>
                    {MONEY.map((k) => (
                      <th scope="col" key={k}>
                        {t(`records.${k}`)}
                      </th>
                    ))}
                    <th scope="col">{t('records.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((b) => (
                    <tr key={b.betId}>
                      <td>{formatDateTime(b.placedAt)}</td>
                      <td>{b.account}</td>
                      <td>
                        {t(`category.${b.category}`, { defaultValue: b.category })} · {b.gameCode}
                      </td>
                      {MONEY.map((k) => (
                        <td key={k}>
                          <Amount minor={b[k]} />
                        </td>
                      ))}
                      <td>{t(`records.statuses.${b.status}`, { defaultValue: b.status })}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr data-testid="team-bets-totals">
                    <th scope="row" colSpan={3}>
                      {t('agent.totals', { count: data.total })}
                    </th>
                    <td>
                      <Amount minor={data.totals.stake} />
                    </td>
                    <td>
                      <Amount minor={data.totals.validStake} />
                    </td>
                    <td>
                      <Amount minor={data.totals.payout} />
                    </td>
                    <td>
                      <Amount minor={data.totals.profit} />
                    </td>
                    <td />
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
