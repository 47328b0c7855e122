import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../shared/system/status-context.ts';
import { StatusPage } from '../shared/ui/StatusPage.tsx';

/**
 * Chunk `maintain`: shown on every path while the merchant is in maintenance, or closed (switched
 * off by the platform; nobody signs in or plays there until it is switched on again).
 */
export default function MaintenancePage() {
  const { t } = useTranslation();
  const { maintenanceMessage, closed } = useSystemStatus();
  if (closed)
    return (
      <StatusPage testId="site-closed-page" title={t('status.closedTitle')}>
        <p>{t('status.closedText')}</p>
      </StatusPage>
    );
  return (
    <StatusPage testId="maintenance-page" title={t('status.maintenanceTitle')}>
      <p>{maintenanceMessage || t('status.maintenanceDefault')}</p>
    </StatusPage>
  );
}
