import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../shared/system/status-context.ts';
import { StatusPage } from '../shared/ui/StatusPage.tsx';

/** Chunk `regiona`: the region-blocked (IP-blocked) page, shown on every path. */
export default function RegionBlockedPage() {
  const { t } = useTranslation();
  const { location } = useSystemStatus();
  return (
    <StatusPage testId="region-blocked-page" title={t('status.regionTitle')}>
      <p>{t('status.regionBody', { ip: location.ip })}</p>
    </StatusPage>
  );
}
