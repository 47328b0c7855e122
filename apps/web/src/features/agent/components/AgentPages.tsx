/**
 * The agent centre's pages, one export per menu entry, loaded as one chunk the first time a
 * centre page opens (app/centre/CentreModals.tsx names the export of each entry).
 */
import type { AnnouncementItem } from '@mekong/contracts';
import { useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client.ts';
import { formatDate } from '../../../shared/lib/dates.ts';
import { useSession } from '../../../shared/session/session.ts';
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

/** GET /wps/agent/announcements: the notices the operator writes for agents only (type AGENT). */
export function AnnouncementPage() {
  const { t, i18n } = useTranslation();
  const notices = useQuery({
    queryKey: ['agentAnnouncements', i18n.language, useSession((s) => s.token)],
    queryFn: () => api<{ list: AnnouncementItem[] }>('/wps/agent/announcements'),
  });
  if (notices.isPending) return <p className="loading">{t('shell.loading')}</p>;
  if (notices.isError) return <p role="alert">{notices.error.message}</p>;
  if (notices.data.list.length === 0)
    return (
      <p className="empty" data-testid="agent-announcements">
        {t('agent.announcement.none')}
      </p>
    );
  return (
    <ul className="agent-notices" data-testid="agent-announcements">
      {notices.data.list.map((n) => (
        <li key={n.id}>
          <details>
            <summary>
              {n.title} · <time dateTime={new Date(n.timestamp).toISOString()}>{formatDate(n.timestamp)}</time>
            </summary>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: operator HTML, sanitized by DOMPurify */}
            <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(n.content) }} />
          </details>
        </li>
      ))}
    </ul>
  );
}

/** The flagged entries: the income list fixed to their contract kind. */
export const DividendRecordPage = () => <IncomePage kind="DIVIDEND" />;
export const DailyWagesPage = () => <IncomePage kind="DAILY_SALARY" />;
export const HourlySalaryPage = () => <IncomePage kind="HOURLY_SALARY" />;
