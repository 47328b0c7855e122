import '../break-notice.css';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/dates.ts';
import { useBreakNotice } from '../break-notice.ts';

/**
 * Shown on the sign-in after the player took a break here and was signed out: that they are on a
 * break and until when (the end the server answered, in the brand's time zone). Gone once the break
 * is over or a session starts again.
 */
export function BreakNotice() {
  const { t } = useTranslation();
  const taken = useBreakNotice((s) => s.taken);
  if (!taken || (taken.until !== null && Date.parse(taken.until) <= Date.now())) return null;
  const until = taken.until === null ? t('errors.untilForever') : formatDateTime(taken.until);
  return (
    <div className="break-notice" role="status" data-testid="break-notice">
      <p>{t('errors.login.break.active', { until })}</p>
      <p>{t('protection.breakNotice.signedOut')}</p>
    </div>
  );
}
