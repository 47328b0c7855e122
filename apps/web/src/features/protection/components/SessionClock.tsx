import '../reality-check.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRealityCheck } from '../api/reality-check.ts';
import { clockText } from '../reality-timer.ts';

/** The header's time since sign-in, where the brand turns it on; ticks each second. */
export function SessionClock() {
  const { t } = useTranslation();
  const check = useRealityCheck();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  if (!check.data) return null;
  const time = clockText(now - check.data.startedAt);
  return (
    <span className="session-clock" data-testid="session-clock" title={t('protection.clock.label')}>
      <span className="visually-hidden">{t('protection.clock.label')} </span>
      <time>{time}</time>
    </span>
  );
}
