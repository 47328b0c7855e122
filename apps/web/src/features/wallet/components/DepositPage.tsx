import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { formatDateTime } from '../../../shared/lib/dates.ts';
import { limitRefusal } from '../../../shared/lib/limit-refusal.ts';
import { formatMinor, parseAmount } from '../../../shared/lib/money.ts';
import { KycNeeded, kycRefusalText, LimitOffer } from '../../protection/index.ts';
import { useChannels, useCreateDepositMutation, useDepositRecords } from '../api/wallet.ts';
import { FormResult, Money } from './Money.tsx';

/** depositv2: pick a channel; a bank transfer waits for the operator, a gateway opens its pay page. */
export function DepositPage() {
  const { t } = useTranslation();
  const channels = useChannels();
  const records = useDepositRecords();
  const queryClient = useQueryClient();
  const deposit = useCreateDepositMutation();
  const [channelId, setChannelId] = useState<number | null>(null);
  const form = useForm({ defaultValues: { amount: '', reference: '' } });
  const [ok, setOk] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<unknown>(null);
  if (channels.isPending) return <p className="loading">{t('shell.loading')}</p>;
  if (channels.isError) return <p role="alert">{channels.error.message}</p>;
  const chosen = channels.data.find((c) => c.id === channelId) ?? channels.data[0];
  if (!chosen) return <p className="empty">{t('wallet.deposit.noChannels')}</p>;

  const submit = form.handleSubmit(async ({ amount, reference }) => {
    setOk(null);
    setError(null);
    setRefusal(null);
    const minor = parseAmount(amount);
    if (!minor) return setError(t('wallet.amountInvalid'));
    try {
      const res = await deposit.mutateAsync({ channelId: chosen.id, amount: minor, reference });
      if (res.payUrl) {
        window.location.assign(res.payUrl);
        return;
      }
      setOk(t('wallet.deposit.pending', { id: res.id }));
      form.resetField('amount');
      await queryClient.invalidateQueries({ queryKey: ['deposit-records'] });
    } catch (err) {
      // A refusal by the player's own limit names the limit and until when it holds.
      setError(limitRefusal(t, err) ?? kycRefusalText(t, err) ?? (err instanceof ApiError ? err.message : String(err)));
      setRefusal(err);
    }
  });

  return (
    <div className="stack" data-testid="deposit-page">
      {/* Before the first deposit, a deposit limit is offered (skippable, once a session). */}
      {records.data?.length === 0 && <LimitOffer place="deposit" />}
      <fieldset className="choice">
        <legend>{t('wallet.deposit.channel')}</legend>
        {channels.data.map((c) => (
          <label key={c.id} className="check">
            <input
              type="radio"
              name="channel"
              checked={c.id === chosen.id}
              onChange={() => setChannelId(c.id)}
              data-testid={`channel-${c.kind}`}
            />
            {/* The kind in the player's language; the merchant's name (one language) only to tell two of a kind apart. */}
            {t(`wallet.deposit.kinds.${c.kind}`, { defaultValue: c.name })}
            {channels.data.filter((o) => o.kind === c.kind).length > 1 && ` · ${c.name}`} ({formatMinor(c.minAmount)} -{' '}
            {formatMinor(c.maxAmount)})
          </label>
        ))}
      </fieldset>
      {chosen.kind === 'BANK' && (
        <dl className="facts" data-testid="bank-details">
          <div>
            <dt>{t('wallet.bank.name')}</dt>
            <dd>{chosen.bankName}</dd>
          </div>
          <div>
            <dt>{t('wallet.bank.number')}</dt>
            <dd>{chosen.accountNumber}</dd>
          </div>
          <div>
            <dt>{t('wallet.bank.holder')}</dt>
            <dd>{chosen.accountName}</dd>
          </div>
        </dl>
      )}
      <form className="stack" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="deposit-amount">{t('wallet.amount')}</label>
          <input id="deposit-amount" inputMode="decimal" {...form.register('amount')} data-testid="deposit-amount" />
        </div>
        {chosen.kind === 'BANK' && (
          <div className="field">
            <label htmlFor="deposit-ref">{t('wallet.deposit.reference')}</label>
            <input id="deposit-ref" maxLength={64} {...form.register('reference')} data-testid="deposit-reference" />
          </div>
        )}
        <FormResult ok={ok} error={error} />
        <KycNeeded error={refusal} />
        <button type="submit" className="btn btn-primary" data-testid="deposit-submit">
          {chosen.kind === 'BANK' ? t('wallet.deposit.submitBank') : t('wallet.deposit.submitGateway')}
        </button>
      </form>
      <h4>{t('wallet.records')}</h4>
      {records.data?.length === 0 && <p className="empty">{t('wallet.noRecords')}</p>}
      <ul className="records" data-testid="deposit-records">
        {records.data?.map((r) => (
          <li key={r.id}>
            <span>#{r.id}</span> <Money minor={r.amount} />{' '}
            <span className={`status status-${r.status}`}>{t(`wallet.status.${r.status}`)}</span>
            <time>{formatDateTime(r.createdAt)}</time>
          </li>
        ))}
      </ul>
    </div>
  );
}
