import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { type Capability, can } from '../../shared/session/roles.ts';
import { useSession } from '../../shared/session/session.ts';
import './payments.css';

const TABS: { to: string; label: string; capability: Capability }[] = [
  { to: '/payments', label: 'payments.tabs.queues', capability: 'payments' },
  { to: '/payments/reports', label: 'payments.tabs.reports', capability: 'payoutReports' },
  { to: '/payments/channels', label: 'payments.tabs.channels', capability: 'channels' },
];

/** The payments area's pages (queues, payout reports, channels), each shown to the roles that may read it. */
export function PaymentsTabs() {
  const { t } = useTranslation();
  const role = useSession()?.role;
  return (
    <nav aria-label={t('payments.tabs.label')} className="payments-tabs">
      <ul>
        {TABS.filter((tab) => can(role, tab.capability)).map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} end data-testid={`payments-tab-${tab.to.split('/')[2] ?? 'queues'}`}>
              {t(tab.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
