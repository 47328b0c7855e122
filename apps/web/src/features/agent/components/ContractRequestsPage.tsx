import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../shared/lib/dates.ts';
import { useSystemStatus } from '../../../shared/system/status-context.ts';
import { type Decision, useDecideContractMutation } from '../api/decide-contract.ts';
import { useMyContracts } from '../api/my-contracts.ts';
import { agentErrorText } from '../lib/errors.ts';
import type { Contract } from '../lib/types.ts';
import { TermsSummary } from './ContractRows.tsx';
import { LoadState } from './LoadState.tsx';
import { TableScroll } from './TableScroll.tsx';

const DONE: Record<Decision, string> = {
  ACCEPT: 'agent.requests.accepted',
  REJECT: 'agent.requests.rejected',
  TERMINATE: 'agent.requests.terminated',
};

function Offer({ c, onDecide }: { c: Contract; onDecide: (c: Contract, d: Decision) => void }) {
  const { t } = useTranslation();
  const titleId = `contract-${c.id}-title`;
  return (
    <li className="contract-card stack" data-testid={`my-contract-${c.kind}`} data-status={c.status}>
      <h4 id={titleId}>
        {t(`agent.kinds.${c.kind}`)} · <span data-testid="my-contract-status">{t(`agent.statuses.${c.status}`)}</span>
      </h4>
      <p className="hint">{t('agent.requests.from', { account: c.uplineAccount, date: formatDate(c.createdAt) })}</p>
      <TermsSummary terms={c.terms} />
      {c.status === 'PENDING' && (
        <div className="form-actions">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => onDecide(c, 'ACCEPT')}
            data-testid="contract-accept"
          >
            {t('agent.requests.accept')}
          </button>
          <button type="button" className="btn" onClick={() => onDecide(c, 'REJECT')} data-testid="contract-reject">
            {t('agent.requests.reject')}
          </button>
        </div>
      )}
      {c.status === 'ACTIVE' && (
        <div className="form-actions">
          <button
            type="button"
            className="btn"
            onClick={() => onDecide(c, 'TERMINATE')}
            data-testid="contract-terminate"
          >
            {t('agent.requests.terminate')}
          </button>
        </div>
      )}
    </li>
  );
}

/**
 * contractRequests (member centre): the contracts an upline offered this member, to accept or
 * reject, and those in force, to end. Past ones are listed below for the record.
 */
export function ContractRequestsPage() {
  const { t } = useTranslation();
  const symbol = useSystemStatus().info.brand.currencySymbol;
  const queryClient = useQueryClient();
  const mine = useMyContracts();
  const decision = useDecideContractMutation();
  const [ok, setOk] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const decide = async (c: Contract, d: Decision) => {
    setOk(null);
    setError(null);
    try {
      const result = await decision.mutateAsync({ kind: c.kind, action: d, contractId: c.id });
      const below = result.terminatedBelow
        ? ` ${t('agent.requests.endedBelow', { count: result.terminatedBelow })}`
        : '';
      setOk(`${t(DONE[d])}${below}`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['contracts'] }),
        queryClient.invalidateQueries({ queryKey: ['agent'] }),
      ]);
    } catch (err) {
      setError(agentErrorText(t, err, symbol));
    }
  };
  return (
    <div className="stack agent-page" data-testid="contract-requests">
      <p>{t('agent.requests.intro')}</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {ok && (
        <p className="form-ok" role="status" data-testid="contract-decided">
          {ok}
        </p>
      )}
      <LoadState query={mine} testId="my-contracts">
        {(list) => {
          const open = list.filter((c) => c.status === 'PENDING' || c.status === 'ACTIVE');
          const past = list.filter((c) => c.status !== 'PENDING' && c.status !== 'ACTIVE');
          return (
            <>
              {open.length === 0 ? (
                <p className="empty">{t('agent.requests.none')}</p>
              ) : (
                <ul className="contract-cards">
                  {open.map((c) => (
                    <Offer key={c.id} c={c} onDecide={(x, d) => void decide(x, d)} />
                  ))}
                </ul>
              )}
              {past.length > 0 && (
                <TableScroll label={t('agent.requests.past')}>
                  <table className="records-table">
                    <caption>{t('agent.requests.past')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('agent.contracts.kind')}</th>
                        <th scope="col">{t('agent.contracts.status')}</th>
                        <th scope="col">{t('agent.requests.decided')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {past.map((c) => (
                        <tr key={c.id}>
                          <td>{t(`agent.kinds.${c.kind}`)}</td>
                          <td>{t(`agent.statuses.${c.status}`)}</td>
                          <td>{c.decidedAt ? formatDateTime(c.decidedAt) : '—'}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableScroll>
              )}
            </>
          );
        }}
      </LoadState>
    </div>
  );
}
