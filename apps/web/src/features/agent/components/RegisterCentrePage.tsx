import type { ContractKind } from '@mekong/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { type Msg, msgText, serverFieldErrors } from '../../../shared/forms/messages.ts';
import { useSystemStatus } from '../../../shared/system/status-context.ts';
import { type OpenDownlineInput, useOpenDownlineMutation } from '../api/open-downline.ts';
import { agentErrorText } from '../lib/errors.ts';
import { buildTerms, type TermsProblem } from '../lib/terms.ts';
import type { CreatedDownline } from '../lib/types.ts';
import { DownlineCreated } from './DownlineCreated.tsx';
import { emptyTerms, type TermsDraft, TermsEditor } from './TermsEditor.tsx';
import { useContractKinds } from './use-contract-kinds.ts';

type Offers = Partial<Record<ContractKind, TermsDraft>>;

/** registerCenter: open a downline account, optionally with contract offers it answers later. */
export function RegisterCentrePage() {
  const { t } = useTranslation();
  const symbol = useSystemStatus().info.brand.currencySymbol;
  const kinds = useContractKinds();
  const queryClient = useQueryClient();
  const open = useOpenDownlineMutation();
  const form = useForm<{ username: string; password: string; nickname: string; accountType: 'PLAYER' | 'AGENT' }>({
    defaultValues: { username: '', password: '', nickname: '', accountType: 'PLAYER' },
  });
  const accountType = form.watch('accountType');
  const [offers, setOffers] = useState<Offers>({});
  const [problems, setProblems] = useState<{ terms?: [ContractKind, TermsProblem]; fields: Record<string, Msg> }>({
    fields: {},
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CreatedDownline | null>(null);
  if (created) return <DownlineCreated created={created} onAgain={() => setCreated(null)} />;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const input: OpenDownlineInput = { username: values.username.trim(), accountType: values.accountType };
    if (!input.username) return setProblems({ fields: { username: { key: 'auth.rules.not_empty' } } });
    if (values.password) input.password = values.password;
    if (values.nickname.trim()) input.nickname = values.nickname.trim();
    const contracts: NonNullable<OpenDownlineInput['contracts']> = [];
    for (const [kind, draft] of Object.entries(offers) as [ContractKind, TermsDraft][]) {
      const built = buildTerms(kind, draft.tiers, draft.period);
      if (!built.ok) return setProblems({ fields: {}, terms: [kind, built.problem] });
      contracts.push({ kind, terms: built.terms });
    }
    if (contracts.length) input.contracts = contracts;
    setProblems({ fields: {} });
    setBusy(true);
    try {
      setCreated(await open.mutateAsync(input));
      form.reset();
      setOffers({});
      await queryClient.invalidateQueries({ queryKey: ['agent'] });
    } catch (err) {
      const fields = err instanceof ApiError ? serverFieldErrors(err.value) : {};
      setProblems({ fields });
      if (Object.keys(fields).length === 0) setError(agentErrorText(t, err, symbol));
    } finally {
      setBusy(false);
    }
  });

  const text = (name: 'username' | 'password' | 'nickname', type = 'text', help?: string) => {
    const problem = msgText(t, problems.fields[name]);
    return (
      <div className="field">
        <label htmlFor={`reg-dl-${name}`}>{t(`agent.register.${name}`)}</label>
        <input
          id={`reg-dl-${name}`}
          type={type}
          autoComplete={type === 'password' ? 'new-password' : 'off'}
          {...form.register(name)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={
            [help && `reg-dl-${name}-help`, problem && `reg-dl-${name}-problem`].filter(Boolean).join(' ') || undefined
          }
          data-testid={`downline-${name}`}
        />
        {help && (
          <p className="hint" id={`reg-dl-${name}-help`}>
            {help}
          </p>
        )}
        {problem && (
          <p className="field-error" id={`reg-dl-${name}-problem`}>
            {problem}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="stack" onSubmit={submit} noValidate data-testid="register-centre">
      <p>{t('agent.register.intro')}</p>
      {text('username')}
      {text('password', 'password', t('agent.register.passwordHelp'))}
      {text('nickname')}
      <fieldset className="segmented">
        <legend>{t('agent.register.accountType')}</legend>
        {(['PLAYER', 'AGENT'] as const).map((a) => (
          <label key={a}>
            <input
              type="radio"
              name="reg-dl-type"
              checked={accountType === a}
              onChange={() => form.setValue('accountType', a)}
              data-testid={`downline-type-${a}`}
            />
            {t(`agent.register.types.${a}`)}
          </label>
        ))}
      </fieldset>
      {kinds.length > 0 && (
        <fieldset className="offers">
          <legend>{t('agent.register.offers')}</legend>
          <p className="hint">{t('agent.register.offersHelp')}</p>
          {kinds.map((kind) => {
            const draft = offers[kind];
            return (
              <div key={kind} className="offer stack">
                <label className="check">
                  <input
                    type="checkbox"
                    checked={!!draft}
                    onChange={(e) => {
                      const next = { ...offers };
                      if (e.target.checked) next[kind] = emptyTerms();
                      else delete next[kind];
                      setOffers(next);
                    }}
                    data-testid={`downline-offer-${kind}`}
                  />
                  {t('agent.register.offer', { kind: t(`agent.kinds.${kind}`) })}
                </label>
                {draft && (
                  <TermsEditor
                    kind={kind}
                    idPrefix={`offer-${kind}`}
                    value={draft}
                    onChange={(v) => setOffers({ ...offers, [kind]: v })}
                    problem={problems.terms?.[0] === kind ? problems.terms[1] : null}
                  />
                )}
              </div>
            );
          })}
        </fieldset>
      )}
      {error && (
        <p className="form-error" role="alert" data-testid="downline-error">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy} data-testid="downline-submit">
        {t('agent.register.submit')}
      </button>
    </form>
  );
}
