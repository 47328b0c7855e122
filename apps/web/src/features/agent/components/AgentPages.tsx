/**
 * The agent centre's pages, one export per menu entry, loaded as one chunk the first time a
 * centre page opens (app/centre/CentreModals.tsx names the export of each entry).
 */
import { useTranslation } from 'react-i18next';
import { IncomePage } from './IncomePage.tsx';
import '../agent.css';

export { ContractRequestsPage } from './ContractRequestsPage.tsx';
export { DownlineProfitPage } from './DownlineProfitPage.tsx';
export { IncomePage } from './IncomePage.tsx';
export { RegisterCentrePage } from './RegisterCentrePage.tsx';
export { TeamBettingPage } from './TeamBettingPage.tsx';
export { TeamManagementPage } from './TeamManagementPage.tsx';
export { TeamOverviewPage } from './TeamOverviewPage.tsx';
export { TransactionDetailsPage } from './TransactionDetailsPage.tsx';

/** Agent-only notices do not exist on the server yet: an honest empty list, not invented ones. */
export function AnnouncementPage() {
  const { t } = useTranslation();
  return (
    <p className="empty" data-testid="agent-announcements">
      {t('agent.announcement.none')}
    </p>
  );
}

/** The flagged entries: the income list fixed to their contract kind. */
export const DividendRecordPage = () => <IncomePage kind="DIVIDEND" />;
export const DailyWagesPage = () => <IncomePage kind="DAILY_SALARY" />;
export const HourlySalaryPage = () => <IncomePage kind="HOURLY_SALARY" />;
