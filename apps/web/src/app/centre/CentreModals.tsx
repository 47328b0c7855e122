import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsolidated } from '../../features/agent/api/consolidated.ts';
import { useAgentFlags } from '../../features/agent/components/use-agent-flags.ts';
import { hasContracts } from '../../features/agent/lib/flags.ts';
import { MessagesPage } from '../../features/content/components/MessagesPage.tsx';
import { BonusDetailsPage } from '../../features/promotions/components/BonusDetailsPage.tsx';
import { MissionBadge, MissionsPage } from '../../features/promotions/components/MissionsPage.tsx';
import { ReferralPage } from '../../features/promotions/components/ReferralPage.tsx';
import { RewardCenterPage } from '../../features/promotions/components/RewardCenterPage.tsx';
import { ResponsibleGamingPage } from '../../features/protection/components/ResponsibleGamingPage.tsx';
import { VerificationPage } from '../../features/protection/verification/VerificationPage.tsx';
import { BetRecordPage } from '../../features/records/components/BetRecordPage.tsx';
import { ProfitPage } from '../../features/records/components/ProfitPage.tsx';
import { DepositPage } from '../../features/wallet/components/DepositPage.tsx';
import { HistoryPage } from '../../features/wallet/components/HistoryPage.tsx';
import { UplinePage } from '../../features/wallet/components/UplinePage.tsx';
import { WalletPage } from '../../features/wallet/components/WalletPage.tsx';
import { WithdrawPage } from '../../features/wallet/components/WithdrawPage.tsx';
import { useMember } from '../../shared/api/member.ts';
import { CENTRE_SECTIONS, useLocaleSection } from '../../shared/i18n/sections.ts';
import { formatDate } from '../../shared/lib/dates.ts';
import { useUi } from '../../shared/store/ui.ts';
import { chunkPage } from '../chunks.tsx';

/** The member centre's left menu, in the original product's order; securityCenter is the default page. */
export const MEMBER_TABS = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'responsibleGaming',
  'verification',
] as const;

export const AGENT_TABS = [
  'agentTeamOverview',
  'announcement',
  'registerCenter',
  'teamManagement',
  'teamBetting',
  'downlineProfit',
  'myIncome',
  'transactionDetails',
] as const;

type CentreProps = {
  kind: 'member' | 'agent';
  tabs: readonly string[];
  page: (tab: string) => ReactNode;
  /** False while what the menu depends on is loading: the centre shows its frame and waits. */
  ready?: boolean;
  /** A badge beside a menu entry (the missions ready to claim). */
  badges?: Record<string, ReactNode>;
};

/** A centre popup: left menu, the chosen page, a close button; body scroll frozen while open. */
function Centre({ kind, tabs, page, ready = true, badges }: CentreProps) {
  const { t } = useTranslation();
  const { modal, centreTab, openModal } = useUi();
  const tab = centreTab && tabs.includes(centreTab) ? centreTab : (tabs[0] as string);
  return (
    <Dialog.Root open={modal === kind} onOpenChange={(o) => !o && openModal(null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content className="modal centre" data-testid={`${kind}-centre`} aria-describedby={undefined}>
          <div className="modal-head">
            <Dialog.Title>{t(`centre.${kind}.title`)}</Dialog.Title>
            <Dialog.Close className="btn btn-icon" aria-label={t('auth.close')}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {!ready && (
            <p className="loading" role="status" data-testid={`${kind}-centre-loading`}>
              {t('shell.loading')}
            </p>
          )}
          {ready && (
            <div className="centre-body">
              <nav aria-label={t(`centre.${kind}.title`)} className="centre-menu">
                <ul>
                  {tabs.map((name) => (
                    <li key={name}>
                      <button
                        type="button"
                        aria-current={name === tab ? 'page' : undefined}
                        onClick={() => openModal(kind, name)}
                        data-testid={`centre-tab-${name}`}
                      >
                        {t(`centre.${kind}.tabs.${name}`)}
                        {badges?.[name]}
                      </button>
                    </li>
                  ))}
                </ul>
              </nav>
              {/* The page scrolls inside the centre's fixed height: the keyboard can scroll it too. */}
              <section
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
                tabIndex={0}
                className="centre-page"
                data-testid={`centre-page-${tab}`}
                aria-label={t(`centre.${kind}.tabs.${tab}`)}
              >
                <h3>{t(`centre.${kind}.tabs.${tab}`)}</h3>
                {page(tab)}
              </section>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SecurityCenter() {
  const { t } = useTranslation();
  const member = useMember();
  const openModal = useUi((s) => s.openModal);
  if (!member) return <p className="loading">{t('shell.loading')}</p>;
  const rows: [string, string | null][] = [
    ['account', member.account],
    ['nickname', member.nickname],
    ['vip', member.memberLabel[0]?.labelName ?? null],
    ['mobile', member.mobile ? `+${member.countryDialingCode ?? ''} ${member.mobile}` : null],
    ['email', member.email],
    ['realName', member.payeeName],
    ['upline', member.toUpline],
    ['since', formatDate(member.regDate)],
  ];
  return (
    <div className="stack">
      <dl className="facts">
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`centre.security.${key}`)}</dt>
            <dd>{value ?? t('centre.security.notSet')}</dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => openModal('change')}
        data-testid="security-change-password"
      >
        {t('auth.change.title')}
      </button>
    </div>
  );
}

/** Pages whose features arrive in later releases show their frame and say so plainly. */
const NotOpenYet = () => {
  const { t } = useTranslation();
  return <p className="empty">{t('centre.notOpen')}</p>;
};

/** The agent pages (and the member's contract page) come in one chunk, on first use. */
const agentChunk = (exportName: string) => (
  <div className="agent-page">
    {chunkPage('agent', () => import('../../features/agent/components/AgentPages.tsx'), exportName)}
  </div>
);

/** Each agent centre entry's export in that chunk; the last three are the flagged entries. */
const AGENT_PAGES: Record<string, string> = {
  agentTeamOverview: 'TeamOverviewPage',
  announcement: 'AnnouncementPage',
  registerCenter: 'RegisterCentrePage',
  teamManagement: 'TeamManagementPage',
  teamBetting: 'TeamBettingPage',
  downlineProfit: 'DownlineProfitPage',
  myIncome: 'IncomePage',
  transactionDetails: 'TransactionDetailsPage',
  dividendRecord: 'DividendRecordPage',
  dailyWages: 'DailyWagesPage',
  hourlySalary: 'HourlySalaryPage',
};

/** The member centre's pages that exist so far; the rest show their frame. */
const MEMBER_PAGES: Record<string, () => ReactNode> = {
  securityCenter: () => <SecurityCenter />,
  transferFund: () => <WalletPage />,
  depositv2: () => <DepositPage />,
  withdraw: () => <WithdrawPage />,
  transferUpline: () => <UplinePage />,
  personalHistoryCopy: () => <BetRecordPage />,
  transactionHistory: () => <HistoryPage />,
  personalProfit: () => <ProfitPage />,
  bonusDetails: () => <BonusDetailsPage />,
  rewardCenter: () => <RewardCenterPage />,
  referral: () => <ReferralPage />,
  missionLeaderboard: () => <MissionsPage />,
  contractRequests: () => agentChunk('ContractRequestsPage'),
  messageV2: () => <MessagesPage />,
  responsibleGaming: () => <ResponsibleGamingPage />,
  verification: () => <VerificationPage />,
};

/**
 * The member centre; a member with a contract offered or in force (as a downline) also gets the
 * contract page, where it answers offers and sees its contracts in force.
 */
export function MemberCentreModal() {
  const open = useUi((s) => s.modal === 'member');
  const contracts = useConsolidated(open);
  const tabs = hasContracts(contracts.data) ? [...MEMBER_TABS, 'contractRequests'] : MEMBER_TABS;
  return (
    <Centre
      kind="member"
      tabs={tabs}
      page={(tab) => MEMBER_PAGES[tab]?.() ?? <NotOpenYet />}
      badges={{ missionLeaderboard: <MissionBadge /> }}
    />
  );
}

/**
 * The agent centre renders only once what its menu depends on has loaded, its default page the
 * team overview; the three flagged entries follow the member's contract state.
 */
export function AgentCentreModal() {
  const open = useUi((s) => s.modal === 'agent');
  const flags = useAgentFlags(open);
  return (
    <Centre
      kind="agent"
      tabs={[...AGENT_TABS, ...flags.tabs]}
      ready={flags.ready}
      page={(tab) => (AGENT_PAGES[tab] ? agentChunk(AGENT_PAGES[tab]) : <NotOpenYet />)}
    />
  );
}

/** Both centres, mounted once by the shell. */
export function CentreModals() {
  // The texts of the centres come with them, not with the first load.
  useLocaleSection(CENTRE_SECTIONS);
  return (
    <>
      <MemberCentreModal />
      <AgentCentreModal />
    </>
  );
}
