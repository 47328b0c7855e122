import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeamOverview } from '../api/team-overview.ts';
import type { Period } from '../lib/period.ts';
import type { TeamOverview } from '../lib/types.ts';
import { Amount } from './Amount.tsx';
import { LoadState } from './LoadState.tsx';
import { PeriodPicker, PeriodShown } from './PeriodPicker.tsx';
import { TeamChart } from './TeamChart.tsx';

type Figure = { key: string; value: (o: TeamOverview) => React.ReactNode };
const FIGURES: Figure[] = [
  { key: 'teamSize', value: (o) => o.teamSize },
  { key: 'directMembers', value: (o) => o.directMembers },
  { key: 'newMembers', value: (o) => o.newMembers },
  { key: 'activeMembers', value: (o) => o.activeMembers },
  { key: 'depositCount', value: (o) => o.depositCount },
  { key: 'depositAmount', value: (o) => <Amount minor={o.depositAmount} /> },
  { key: 'withdrawalCount', value: (o) => o.withdrawalCount },
  { key: 'withdrawalAmount', value: (o) => <Amount minor={o.withdrawalAmount} /> },
  { key: 'betCount', value: (o) => o.betCount },
  { key: 'betAmount', value: (o) => <Amount minor={o.betAmount} /> },
  { key: 'validBet', value: (o) => <Amount minor={o.validBet} /> },
  { key: 'payout', value: (o) => <Amount minor={o.payout} /> },
  { key: 'profitLoss', value: (o) => <Amount minor={o.profitLoss} /> },
];

/** agentTeamOverview (the default page): the team's figures over a period, then the chart. */
export function TeamOverviewPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<Period>({ preset: 'today' });
  const overview = useTeamOverview(period);
  return (
    <div className="stack" data-testid="agent-overview">
      <PeriodPicker value={period} onChange={setPeriod} />
      <LoadState query={overview} testId="overview">
        {(o) => (
          <>
            <PeriodShown from={o.from} to={o.to} timezone={o.timezone} />
            <dl className="totals" data-testid="overview-figures">
              {FIGURES.map((f) => (
                <div key={f.key} data-testid={`overview-${f.key}`}>
                  <dt>{t(`agent.overview.${f.key}`)}</dt>
                  <dd>{f.value(o)}</dd>
                </div>
              ))}
            </dl>
            <p className="hint">{t('agent.overview.profitHint')}</p>
          </>
        )}
      </LoadState>
      <TeamChart />
    </div>
  );
}
