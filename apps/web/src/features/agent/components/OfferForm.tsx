import type { ContractKind } from '@mekong/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../../shared/system/status-context.ts';
import { useOfferContractMutation } from '../api/offer-contract.ts';
import { agentErrorText } from '../lib/errors.ts';
import { buildTerms, type TermsProblem } from '../lib/terms.ts';
import { emptyTerms, type TermsDraft, TermsEditor } from './TermsEditor.tsx';
import { useContractKinds } from './use-contract-kinds.ts';

/** An offer to a direct downline: a kind the site runs, and its tiers (at most the agent's own rate). */
export function OfferForm({ memberId, account }: { memberId: number; account: string }) {
  const { t } = useTranslation();
  const symbol = useSystemStatus().info.brand.currencySymbol;
  const kinds = useContractKinds();
  const queryClient = useQueryClient();
  const offer = useOfferContractMutation();
  const form = useForm<{ kind: ContractKind | undefined; draft: TermsDraft }>({
    defaultValues: { kind: kinds[0], draft: emptyTerms() },
  });
  const kind = form.watch('kind');
  const draft = form.watch('draft');
  const [problem, setProblem] = useState<TermsProblem | null>(null);
  const [ok, setOk] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!kind) return <p className="empty">{t('agent.offer.noKinds')}</p>;
  const submit = form.handleSubmit(async () => {
    setOk(null);
    setError(null);
    const built = buildTerms(kind, draft.tiers, draft.period);
    if (!built.ok) return setProblem(built.problem);
    setProblem(null);
    try {
      await offer.mutateAsync({ memberId, kind, terms: built.terms });
      setOk(t('agent.offer.done', { account }));
      form.setValue('draft', emptyTerms());
      await queryClient.invalidateQueries({ queryKey: ['agent'] });
    } catch (err) {
      setError(agentErrorText(t, err, symbol));
    }
  });
  return (
    <form className="stack" onSubmit={submit} noValidate data-testid="offer-form">
      <div className="field">
        <label htmlFor="offer-kind">{t('agent.contracts.kind')}</label>
        <select
          id="offer-kind"
          {...form.register('kind', { onChange: () => setProblem(null) })}
          data-testid="offer-kind"
        >
          {kinds.map((k) => (
            <option key={k} value={k}>
              {t(`agent.kinds.${k}`)}
            </option>
          ))}
        </select>
      </div>
      <TermsEditor
        kind={kind}
        idPrefix="offer-terms"
        value={draft}
        onChange={(d) => form.setValue('draft', d)}
        problem={problem}
      />
      {error && (
        <p className="form-error" role="alert" data-testid="offer-error">
          {error}
        </p>
      )}
      {ok && (
        <p className="form-ok" role="status" data-testid="offer-done">
          {ok}
        </p>
      )}
      <button type="submit" className="btn btn-primary" data-testid="offer-submit">
        {t('agent.offer.submit')}
      </button>
    </form>
  );
}
