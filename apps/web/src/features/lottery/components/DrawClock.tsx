import type { DrawView } from '@mekong/contracts';
import { useTranslation } from 'react-i18next';
import { formatCountdown, useServerCountdown } from '../lib/countdown.ts';

type DrawClockProps = { current: DrawView | null; offsetMs: number; onZero: () => void };

/**
 * The draw taking bets: its issue number and a countdown to its close on the server's clock.
 * At zero the caller asks the server what comes next.
 */
export function DrawClock({ current, offsetMs, onZero }: DrawClockProps) {
  const { t } = useTranslation();
  const seconds = useServerCountdown(current?.closesAt ?? null, offsetMs, onZero);
  if (!current) {
    return (
      <p className="lott-clock-wait" role="status" data-testid="draw-waiting">
        {t('lottery.draw.waiting')}
      </p>
    );
  }
  const open = current.status === 'OPEN' && seconds !== null && seconds > 0;
  return (
    <div className="lott-clock" data-testid="draw-clock">
      <dl>
        <div>
          <dt>{t('lottery.draw.issue')}</dt>
          <dd data-testid="current-issue">{current.issueNo}</dd>
        </div>
        <div>
          <dt>{t('lottery.draw.closesIn')}</dt>
          <dd>
            <span className="countdown" role="timer" data-testid="draw-countdown" data-seconds={seconds ?? ''}>
              {formatCountdown(seconds ?? 0)}
            </span>
          </dd>
        </div>
      </dl>
      <p className={open ? 'lott-state open' : 'lott-state'} role="status" data-testid="draw-state">
        {open ? t('lottery.draw.open') : t('lottery.draw.closed')}
      </p>
    </div>
  );
}
