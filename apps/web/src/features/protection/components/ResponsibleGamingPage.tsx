import '../protection.css';
import { LIMIT_KINDS, LIMIT_PERIODS } from '@mekong/contracts';
import { useTranslation } from 'react-i18next';
import { timeZoneName } from '../../../shared/lib/dates.ts';
import { useLimits } from '../api/limits.ts';
import { useNowPast } from '../lib.ts';
import { periodsOf } from '../limit-values.ts';
import { LimitForm } from './LimitForm.tsx';
import { LimitRow } from './LimitRow.tsx';
import { RealityIntervalForm } from './RealityIntervalForm.tsx';
import { TakeBreakSection } from './TakeBreakSection.tsx';

/**
 * Responsible gaming: the player's deposit, loss and wager limits per day, week and month and the
 * daily session-time limit, what each period has used and when it ends, a change waiting its
 * cooling-off, and the form to change them; the reality check's interval; and a break from play.
 */
export function ResponsibleGamingPage() {
  const { t } = useTranslation();
  const limits = useLimits();
  const now = useNowPast(limits.data?.list.flatMap((l) => (l.pending ? [l.pending.from] : [])) ?? []);
  if (limits.isPending) return <p className="loading">{t('shell.loading')}</p>;
  if (limits.isError)
    return (
      <p className="form-error" role="alert">
        {limits.error.message}
      </p>
    );
  const { list, coolingOffHours } = limits.data;
  return (
    <div className="stack rg-page" data-testid="rg-page">
      <p>{t('centre.rg.intro')}</p>
      <p className="rg-note">{t('centre.rg.timesIn', { zone: timeZoneName() })}</p>
      {LIMIT_KINDS.map((kind) => (
        <section key={kind} className="rg-kind" aria-labelledby={`rg-kind-${kind}`}>
          <h4 id={`rg-kind-${kind}`}>{t(`centre.rg.kinds.${kind}`)}</h4>
          <p className="rg-note">{t(`centre.rg.kindNotes.${kind}`)}</p>
          <ul className="rg-limits">
            {periodsOf(kind, LIMIT_PERIODS).map((period) => (
              <LimitRow
                key={period}
                kind={kind}
                period={period}
                limit={list.find((l) => l.kind === kind && l.period === period)}
                now={now}
              />
            ))}
          </ul>
        </section>
      ))}
      <LimitForm coolingOffHours={coolingOffHours} />
      <RealityIntervalForm />
      <TakeBreakSection />
    </div>
  );
}
