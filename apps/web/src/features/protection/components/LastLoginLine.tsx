import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/dates.ts';
import { useLastLogin } from '../api/last-login.ts';

/**
 * "Last sign-in: <time> from <IP>", in the after-login greeting (shown once per sign-in), so the
 * player can spot a sign-in that was not theirs. Nothing on the very first sign-in.
 */
export function LastLoginLine() {
  const { t } = useTranslation();
  const last = useLastLogin(true);
  if (!last.data) return null;
  const time = formatDateTime(last.data.at);
  return (
    <p className="last-login" data-testid="last-login">
      {last.data.ip
        ? t('protection.lastLogin.withIp', { time, ip: last.data.ip })
        : t('protection.lastLogin.noIp', { time })}
    </p>
  );
}
