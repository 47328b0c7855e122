import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../shared/system/status-context.ts';
import { StatusPage } from '../shared/ui/StatusPage.tsx';

/** Chunk `maintain`: shown on every path while the merchant is in maintenance. */
export default function MaintenancePage() {
  const { t } = useTranslation();
  const { maintenanceMessage } = useSystemStatus();
  return (
    <StatusPage testId="maintenance-page" title={t('status.maintenanceTitle')}>
      <p>{maintenanceMessage || t('status.maintenanceDefault')}</p>
    </StatusPage>
  );
}
