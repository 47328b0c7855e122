import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { useMember } from '../../../shared/api/member.ts';
import { queryKeys } from '../../../shared/api/query-keys.ts';
import { formatMinor, parseAmount } from '../../../shared/lib/money.ts';
import { PaymentPasswordField } from '../../../shared/ui/PaymentPasswordField.tsx';
import { KycNeeded, kycRefusalText } from '../../protection/index.ts';
import { useWagering } from '../../records/index.ts';
import { useBankCards, useConfirmWithdrawalMutation, useWithdrawMutation, useWithdrawRecords } from '../api/wallet.ts';
import { FormResult, Money } from './Money.tsx';
import { ProofUpload } from './ProofUpload.tsx';
import { BankCardForm, PaymentPasswordForm } from './SetupForms.tsx';

/**
 * withdraw: needs a payment password and a bank card in the player's name; locks the amount.
 * `withdrawOnly` (a session opened during a break): no new card can be added, only cards the
 * player already has are offered.
 */
export function WithdrawPage({ withdrawOnly = false }: { withdrawOnly?: boolean }) {
  const { t } = useTranslation();
  const member = useMember();
  const cards = useBankCards();
  const records = useWithdrawRecords();
  const wagering = useWagering();
  const queryClient = useQueryClient();
  const request = useWithdrawMutation();
  const confirmation = useConfirmWithdrawalMutation();
  const [cardId, setCardId] = useState<number | null>(null);
  const form = useForm({ defaultValues: { amount: '', password: '' } });
  const [ok, setOk] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<unknown>(null);
  const [partial, setPartial] = useState<{ id: number; amount: string } | null>(null);
  const [proofFor, setProofFor] = useState<number | null>(null);
  if (!member) return <p className="loading">{t('shell.loading')}</p>;
  if (!member.hasPaymentPassword) return <PaymentPasswordForm />;
  if (cards.isPending) return <p className="loading">{t('shell.loading')}</p>;
  if (!cards.data?.length)
    return withdrawOnly ? (
      <p className="hint" role="note" data-testid="withdraw-no-card">
        {t('protection.breakNotice.withdrawOnly.noCard')}
      </p>
    ) : (
      <BankCardForm />
    );
  const card = cards.data.find((c) => c.id === cardId) ?? cards.data[0];

  const refresh = () =>
    Promise.all(
      [['withdraw-records'], queryKeys.balances, ['history']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  const submit = form.handleSubmit(async ({ amount, password }) => {
    setOk(null);
    setError(null);
    setRefusal(null);
    const minor = parseAmount(amount);
    if (!minor || !card) return setError(t('wallet.amountInvalid'));
    try {
      const res = await request.mutateAsync({ bankAccountId: card.id, amount: minor, paymentPassword: password });
      setOk(t('wallet.withdraw.pending', { id: res.id }));
      form.reset();
      await refresh();
    } catch (err) {
      // A refusal for identity checks names the level asked for and leads to the Verification page.
      setError(kycRefusalText(t, err) ?? (err instanceof ApiError ? err.message : String(err)));
      setRefusal(err);
    }
  });
  const confirm = async (id: number, result: string) => {
    const received = result === 'PARTIAL' ? parseAmount(partial?.amount ?? '') : undefined;
    if (result === 'PARTIAL' && !received) return setError(t('wallet.amountInvalid'));
    try {
      await confirmation.mutateAsync({ id, result, receivedAmount: received ?? undefined });
      setPartial(null);
      await refresh();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    }
  };

  return (
    <div className="stack" data-testid="withdraw-page">
      {wagering.data && wagering.data.remaining !== '0' && (
        <p className="hint" role="note" data-testid="turnover-owed">
          {t('records.turnoverOwed', { amount: formatMinor(wagering.data.remaining) })}
        </p>
      )}
      <form className="stack" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="withdraw-card">{t('wallet.withdraw.card')}</label>
          <select
            id="withdraw-card"
            value={card?.id}
            onChange={(e) => setCardId(Number(e.target.value))}
            data-testid="withdraw-card"
          >
            {cards.data.map((c) => (
              <option key={c.id} value={c.id}>{`${c.bankName} ${c.accountNumber} (${c.accountName})`}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="withdraw-amount">{t('wallet.amount')}</label>
          <input id="withdraw-amount" inputMode="decimal" {...form.register('amount')} data-testid="withdraw-amount" />
        </div>
        <PaymentPasswordField
          id="withdraw-password"
          label={t('wallet.paymentPassword')}
          value={form.watch('password')}
          onChange={(v) => form.setValue('password', v)}
          testId="withdraw-password"
        />
        <FormResult ok={ok} error={error} />
        <KycNeeded error={refusal} />
        <button type="submit" className="btn btn-primary" data-testid="withdraw-submit">
          {t('auth.withdraw')}
        </button>
      </form>
      <h4>{t('wallet.records')}</h4>
      {records.data?.length === 0 && <p className="empty">{t('wallet.noRecords')}</p>}
      <ul className="records" data-testid="withdraw-records">
        {records.data?.map((r) => (
          <li key={r.id}>
            <span>#{r.id}</span> <Money minor={r.amount} />{' '}
            <span className={`status status-${r.status}`}>{t(`wallet.status.${r.status}`)}</span>
            {r.confirmation !== 'NONE' && <span>{t(`wallet.confirmation.${r.confirmation}`)}</span>}
            {r.status === 'APPROVED' && r.confirmation === 'NONE' && (
              <span className="form-actions">
                <button
                  type="button"
                  className="btn"
                  onClick={() => confirm(r.id, 'RECEIVED')}
                  data-testid={`received-${r.id}`}
                >
                  {t('wallet.confirmation.RECEIVED')}
                </button>
                <button
                  type="button"
                  className="btn"
                  onClick={() => setProofFor(r.id)}
                  data-testid={`not-received-${r.id}`}
                >
                  {t('wallet.confirmation.NOT_RECEIVED')}
                </button>
                <button
                  type="button"
                  className="btn"
                  onClick={() => setPartial({ id: r.id, amount: '' })}
                  data-testid={`partial-${r.id}`}
                >
                  {t('wallet.confirmation.PARTIAL')}
                </button>
              </span>
            )}
            {proofFor === r.id && (
              <ProofUpload
                onSend={async (images) => {
                  try {
                    await confirmation.mutateAsync({ id: r.id, result: 'NOT_RECEIVED', images });
                    setProofFor(null);
                    await refresh();
                  } catch (err) {
                    setError(err instanceof ApiError ? err.message : String(err));
                  }
                }}
              />
            )}
            {partial?.id === r.id && (
              <span className="code-row">
                <span className="field">
                  <label htmlFor={`received-amount-${r.id}`}>{t('wallet.withdraw.receivedPrompt')}</label>
                  <input
                    id={`received-amount-${r.id}`}
                    inputMode="decimal"
                    value={partial.amount}
                    onChange={(e) => setPartial({ id: r.id, amount: e.target.value })}
                    data-testid="partial-amount"
                  />
                </span>
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() => confirm(r.id, 'PARTIAL')}
                  data-testid="partial-submit"
                >
                  {t('auth.confirm')}
                </button>
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
