import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/dates.ts';
import { useTeamMember } from '../api/team-member.ts';
import type { TeamMemberDetail } from '../lib/types.ts';
import { Amount } from './Amount.tsx';
import { ContractRows } from './ContractRows.tsx';
import { LoadState } from './LoadState.tsx';
import { OfferForm } from './OfferForm.tsx';
import { TransferForm } from './TransferForm.tsx';

function Facts({ m }: { m: TeamMemberDetail }) {
  const { t } = useTranslation();
  const rows: [string, React.ReactNode][] = [
    ['account', m.account],
    ['nickname', m.nickname],
    ['type', t(m.isAgent ? 'agent.team.agent' : 'agent.team.player')],
    ['level', m.level],
    ['upline', m.uplineAccount ?? '—'],
    ['realName', m.payeeName ?? t('centre.security.notSet')],
    ['directCount', m.directCount],
    ['teamSize', m.teamSize],
    ['balance', <Amount key="b" minor={m.balance} />],
    ['status', t(`agent.team.statuses.${m.status}`)],
    ['joined', formatDateTime(m.createdAt)],
  ];
  return (
    <dl className="facts" data-testid="member-facts">
      {rows.map(([key, value]) => (
        <div key={key}>
          <dt>{t(`agent.team.${key}`)}</dt>
          <dd data-testid={`member-${key}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One member of the team: facts, the path down to them (each step opens that member), their
 * contracts, a transfer, and for a direct downline a contract offer.
 */
export function MemberDetail({ id, onOpen, onBack }: { id: number; onOpen: (id: number) => void; onBack: () => void }) {
  const { t } = useTranslation();
  const detail = useTeamMember(id);
  return (
    <div className="stack" data-testid="member-detail">
      <button type="button" className="btn back-button" onClick={onBack} data-testid="member-back">
        {t('agent.detail.back')}
      </button>
      <LoadState query={detail} testId="member">
        {(m) => (
          <>
            <h4>{t('agent.detail.title', { account: m.account })}</h4>
            <nav aria-label={t('agent.team.path')}>
              <ol className="crumbs">
                <li>{t('agent.team.myTeam')}</li>
                {m.path.map((p) => (
                  <li key={p.id}>
                    {p.id === m.id ? (
                      <span aria-current="page">{p.account}</span>
                    ) : (
                      <button type="button" className="btn-link" onClick={() => onOpen(p.id)}>
                        {p.account}
                      </button>
                    )}
                  </li>
                ))}
              </ol>
            </nav>
            <Facts m={m} />
            <section className="stack" aria-labelledby="member-contracts-title">
              <h5 id="member-contracts-title">{t('agent.detail.contracts')}</h5>
              {m.contracts.length === 0 ? (
                <p className="empty">{t('agent.detail.noContracts')}</p>
              ) : (
                <ContractRows rows={m.contracts} canEnd={m.level === 1} caption={t('agent.detail.contracts')} />
              )}
            </section>
            <section className="stack" aria-labelledby="member-transfer-title">
              <h5 id="member-transfer-title">{t('agent.detail.transfer')}</h5>
              <TransferForm memberId={m.id} account={m.account} />
            </section>
            <section className="stack" aria-labelledby="member-offer-title">
              <h5 id="member-offer-title">{t('agent.detail.offer')}</h5>
              {m.level === 1 ? (
                <OfferForm memberId={m.id} account={m.account} />
              ) : (
                <p className="hint">{t('agent.detail.offerOnlyDirect')}</p>
              )}
            </section>
          </>
        )}
      </LoadState>
    </div>
  );
}
