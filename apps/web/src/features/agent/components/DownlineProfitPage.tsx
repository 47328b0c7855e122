import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { type ProfitFilter, useTeamProfit } from '../api/team-profit.ts';
import type { ProfitFigures } from '../lib/types.ts';
import { Amount } from './Amount.tsx';
import { LoadState } from './LoadState.tsx';
import { PeriodPicker, PeriodShown } from './PeriodPicker.tsx';
import { TableScroll } from './TableScroll.tsx';

const SIZE = 10;
type Crumb = { id: number; account: string };

/** Bets, valid bet and win/loss of one set of figures, as table cells. */
function Cells({ f }: { f: ProfitFigures }) {
  return (
    <>
      <td>{f.bets}</td>
      <td>
        <Amount minor={f.validBet} />
      </td>
      <td>
        <Amount minor={f.profit} />
      </td>
    </>
  );
}

/**
 * downlineProfit: each direct downline's own bets and their whole team's, over a period, with a
 * totals row; a member with a team opens it one level down (breadcrumbs lead back up).
 */
export function DownlineProfitPage() {
  const { t } = useTranslation();
  const [trail, setTrail] = useState<Crumb[]>([]);
  const [filter, setFilter] = useState<ProfitFilter>({
    period: { preset: 'today' },
    uplineId: null,
    page: 1,
    size: SIZE,
  });
  const profit = useTeamProfit(filter);
  const go = (next: Crumb[]) => {
    setTrail(next);
    setFilter({ ...filter, uplineId: next.at(-1)?.id ?? null, page: 1 });
  };
  const head = ['bets', 'validBet', 'profit'] as const;
  return (
    <div className="stack" data-testid="downline-profit">
      <PeriodPicker value={filter.period} onChange={(period) => setFilter({ ...filter, period, page: 1 })} />
      <nav aria-label={t('agent.team.path')}>
        <ol className="crumbs">
          <li>
            {trail.length ? (
              <button type="button" className="btn-link" onClick={() => go([])}>
                {t('agent.team.myTeam')}
              </button>
            ) : (
              <span aria-current="page">{t('agent.team.myTeam')}</span>
            )}
          </li>
          {trail.map((c, i) => (
            <li key={c.id}>
              {i === trail.length - 1 ? (
                <span aria-current="page">{c.account}</span>
              ) : (
                <button type="button" className="btn-link" onClick={() => go(trail.slice(0, i + 1))}>
                  {c.account}
                </button>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <LoadState query={profit} testId="profit">
        {(data) => (
          <>
            <PeriodShown from={data.from} to={data.to} timezone={data.timezone} />
            <p className="hint">{t('agent.overview.profitHint')}</p>
            {data.list.length === 0 && <p className="empty">{t('agent.team.none')}</p>}
            <TableScroll label={t('centre.agent.tabs.downlineProfit')}>
              <table className="records-table" data-testid="profit-table">
                <caption className="visually-hidden">{t('centre.agent.tabs.downlineProfit')}</caption>
                <thead>
                  <tr>
                    <th scope="col" rowSpan={2}>
                      {t('agent.team.account')}
                    </th>
                    <th scope="colgroup" colSpan={3}>
                      {t('agent.profit.self')}
                    </th>
                    <th scope="colgroup" colSpan={3}>
                      {t('agent.profit.team')}
                    </th>
                  </tr>
                  <tr>
                    {(['self', 'team'] as const).flatMap((group) =>
                      head.map((k) => (
                        <th scope="col" key={`${group}-${k}`}>
                          {t(`agent.profit.${k}`)}
                        </th>
                      )),
                    )}
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((r) => (
                    <tr key={r.id}>
                      <th scope="row">
                        {r.teamSize > 0 ? (
                          <button
                            type="button"
                            className="btn-link"
                            onClick={() => go([...trail, { id: r.id, account: r.account }])}
                          >
                            {r.account}
                            <span className="visually-hidden"> {t('agent.profit.open', { account: r.account })}</span>
                          </button>
                        ) : (
                          r.account
                        )}
                      </th>
                      <Cells f={r.self} />
                      <Cells f={r.team} />
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr data-testid="profit-totals">
                    <th scope="row" colSpan={4}>
                      {t('agent.totals', { count: data.total })}
                    </th>
                    <Cells f={data.totals} />
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
