import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/lib/money.ts';
import { useSystemStatus } from '../../../shared/system/status-context.ts';
import { useTerminateContractMutation } from '../api/terminate-contract.ts';
import { agentErrorText } from '../lib/errors.ts';
import { bpsPercent, storedTiers } from '../lib/terms.ts';
import { TableScroll } from './TableScroll.tsx';

type Row = {
  id: number;
  kind: string;
  status: string;
  terms: Record<string, unknown>;
  account?: string;
  createdAt?: string;
};

/** A contract's tiers in one line each: "from $1,000 valid bet, 3 active members: 1.5%". */
export function TermsSummary({ terms }: { terms: Record<string, unknown> }) {
  const { t } = useTranslation();
  const symbol = useSystemStatus().info.brand.currencySymbol;
  const { period, tiers } = storedTiers(terms);
  if (tiers.length === 0) return <span>—</span>;
  return (
    <ul className="terms-summary">
      {period && <li>{t(`agent.terms.periods.${period}`, { defaultValue: period })}</li>}
      {tiers.map((tier) => (
        <li key={`${tier.validBet}/${tier.activeMembers}/${tier.profitLoss ?? ''}`}>
          {t('agent.terms.line', {
            validBet: formatMoney(tier.validBet, symbol),
            members: tier.activeMembers,
            rate: bpsPercent(tier.rate),
          })}
          {tier.profitLoss !== undefined &&
            ` · ${t('agent.terms.lossLine', { loss: formatMoney(tier.profitLoss, symbol) })}`}
        </li>
      ))}
    </ul>
  );
}

/**
 * Contracts as a table: kind, status, terms, and for the agent who offered them a button that
 * withdraws an offer or ends one in force (contracts further down over the new ceiling end too).
 */
export function ContractRows({ rows, canEnd, caption }: { rows: Row[]; canEnd: boolean; caption: string }) {
  const { t } = useTranslation();
  const symbol = useSystemStatus().info.brand.currencySymbol;
  const queryClient = useQueryClient();
  const terminate = useTerminateContractMutation();
  const [error, setError] = useState<string | null>(null);
  const [ended, setEnded] = useState<string | null>(null);
  const end = async (id: number) => {
    setError(null);
    setEnded(null);
    try {
      await terminate.mutateAsync(id);
      setEnded(t('agent.contracts.ended'));
      await queryClient.invalidateQueries({ queryKey: ['agent'] });
    } catch (err) {
      setError(agentErrorText(t, err, symbol));
    }
  };
  const hasAccount = rows.some((r) => r.account !== undefined);
  return (
    <>
      <TableScroll label={caption}>
        <table className="records-table" data-testid="contract-rows">
          <caption>{caption}</caption>
          <thead>
            <tr>
              {hasAccount && <th scope="col">{t('agent.team.account')}</th>}
              <th scope="col">{t('agent.contracts.kind')}</th>
              <th scope="col">{t('agent.contracts.status')}</th>
              <th scope="col">{t('agent.contracts.terms')}</th>
              {canEnd && <th scope="col">{t('agent.team.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.id} data-testid={`contract-${c.kind}`} data-status={c.status}>
                {hasAccount && <td>{c.account}</td>}
                <td>{t(`agent.kinds.${c.kind}`, { defaultValue: c.kind })}</td>
                <td data-testid="contract-status">{t(`agent.statuses.${c.status}`, { defaultValue: c.status })}</td>
                <td>
                  <TermsSummary terms={c.terms} />
                </td>
                {canEnd && (
                  <td>
                    {(c.status === 'PENDING' || c.status === 'ACTIVE') && (
                      <button type="button" className="btn" onClick={() => void end(c.id)} data-testid="contract-end">
                        {t(c.status === 'PENDING' ? 'agent.contracts.withdraw' : 'agent.contracts.end')}
                      </button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {ended && (
        <p className="form-ok" role="status">
          {ended}
        </p>
      )}
    </>
  );
}
