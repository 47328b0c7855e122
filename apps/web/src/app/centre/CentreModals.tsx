import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../features/auth/lib/session.ts';
import { BetRecordPage } from '../../features/records/components/BetRecordPage.tsx';
import { ProfitPage } from '../../features/records/components/ProfitPage.tsx';
import { DepositPage } from '../../features/wallet/components/DepositPage.tsx';
import { HistoryPage } from '../../features/wallet/components/HistoryPage.tsx';
import { UplinePage } from '../../features/wallet/components/UplinePage.tsx';
import { WalletPage } from '../../features/wallet/components/WalletPage.tsx';
import { WithdrawPage } from '../../features/wallet/components/WithdrawPage.tsx';

/** SPEC point 2: the member centre's left menu; securityCenter is the default page. */
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

type CentreProps = { kind: 'member' | 'agent'; tabs: readonly string[]; page: (tab: string) => ReactNode };

/** A centre popup: left menu, the chosen page, a close button; body scroll frozen while open. */
function Centre({ kind, tabs, page }: CentreProps) {
  const { t } = useTranslation();
  const { modal, centreTab, openModal } = useSession();
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
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
            <section
              className="centre-page"
              data-testid={`centre-page-${tab}`}
              aria-label={t(`centre.${kind}.tabs.${tab}`)}
            >
              <h3>{t(`centre.${kind}.tabs.${tab}`)}</h3>
              {page(tab)}
            </section>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SecurityCenter() {
  const { t } = useTranslation();
  const { member, openModal } = useSession();
  if (!member) return <p className="loading">{t('shell.loading')}</p>;
  const rows: [string, string | null][] = [
    ['account', member.account],
    ['nickname', member.nickname],
    ['vip', member.memberLabel[0]?.labelName ?? null],
    ['mobile', member.mobile ? `+${member.countryDialingCode ?? ''} ${member.mobile}` : null],
    ['email', member.email],
    ['realName', member.payeeName],
    ['upline', member.toUpline],
    ['since', new Date(member.regDate).toLocaleDateString()],
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
};

export function MemberCentreModal() {
  return <Centre kind="member" tabs={MEMBER_TABS} page={(tab) => MEMBER_PAGES[tab]?.() ?? <NotOpenYet />} />;
}

export function AgentCentreModal() {
  return <Centre kind="agent" tabs={AGENT_TABS} page={() => <NotOpenYet />} />;
}

/** Both centres, mounted once by the shell. */
export function CentreModals() {
  return (
    <>
      <MemberCentreModal />
      <AgentCentreModal />
    </>
  );
}
