import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { useMember } from '../../../shared/api/member.ts';
import { queryKeys } from '../../../shared/api/query-keys.ts';
import { parseAmount } from '../../../shared/lib/money.ts';
import { PaymentPasswordField } from '../../../shared/ui/PaymentPasswordField.tsx';
import { useTransferUplineMutation } from '../api/wallet.ts';
import { FormResult } from './Money.tsx';
import { PaymentPasswordForm } from './SetupForms.tsx';

/** transferUpline: pay your own agent, with the payment password. */
export function UplinePage() {
  const { t } = useTranslation();
  const member = useMember();
  const queryClient = useQueryClient();
  const transfer = useTransferUplineMutation();
  const form = useForm({ defaultValues: { amount: '', password: '' } });
  const [ok, setOk] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!member) return <p className="loading">{t('shell.loading')}</p>;
  if (!member.toUpline) return <p className="empty">{t('wallet.upline.none')}</p>;
  if (!member.hasPaymentPassword) return <PaymentPasswordForm />;
  const submit = form.handleSubmit(async ({ amount, password }) => {
    setOk(null);
    setError(null);
    const minor = parseAmount(amount);
    if (!minor) return setError(t('wallet.amountInvalid'));
    try {
      await transfer.mutateAsync({ amount: minor, paymentPassword: password });
      setOk(t('wallet.done'));
      form.reset();
      await queryClient.invalidateQueries({ queryKey: queryKeys.balances });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    }
  });
  return (
    <form className="stack" onSubmit={submit} noValidate data-testid="upline-page">
      <p>{t('wallet.upline.to', { name: member.toUpline })}</p>
      <div className="field">
        <label htmlFor="up-amount">{t('wallet.amount')}</label>
        <input id="up-amount" inputMode="decimal" {...form.register('amount')} />
      </div>
      <PaymentPasswordField
        id="up-password"
        label={t('wallet.paymentPassword')}
        value={form.watch('password')}
        onChange={(v) => form.setValue('password', v)}
        testId="upline-password"
      />
      <FormResult ok={ok} error={error} />
      <button type="submit" className="btn btn-primary">
        {t('auth.confirm')}
      </button>
    </form>
  );
}
