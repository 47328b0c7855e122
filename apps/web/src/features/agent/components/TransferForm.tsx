import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMember } from '../../../shared/api/member.ts';
import { queryKeys } from '../../../shared/api/query-keys.ts';
import { formatMoney, parseAmount } from '../../../shared/lib/money.ts';
import { useSystemStatus } from '../../../shared/system/status-context.ts';
import { PaymentPasswordField } from '../../../shared/ui/PaymentPasswordField.tsx';
import { PaymentPasswordForm } from '../../wallet/index.ts';
import { useTransferToMemberMutation } from '../api/transfer.ts';
import { agentErrorText } from '../lib/errors.ts';

/**
 * Money from the agent's main wallet to a member of the team, with the payment password (set
 * first when there is none). One idempotency key per attempt: a double click pays once.
 */
export function TransferForm({ memberId, account }: { memberId: number; account: string }) {
  const { t } = useTranslation();
  const symbol = useSystemStatus().info.brand.currencySymbol;
  const hasPassword = useMember()?.hasPaymentPassword ?? false;
  const queryClient = useQueryClient();
  const transfer = useTransferToMemberMutation();
  const form = useForm({ defaultValues: { amount: '', password: '' } });
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [ok, setOk] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!hasPassword) return <PaymentPasswordForm />;
  const submit = form.handleSubmit(async ({ amount, password }) => {
    setOk(null);
    setError(null);
    const minor = parseAmount(amount);
    if (!minor) return setError(t('wallet.amountInvalid'));
    if (!/^\d{6}$/.test(password)) return setError(t('wallet.setup.sixDigits'));
    setBusy(true);
    try {
      const done = await transfer.mutateAsync({
        memberId,
        amount: minor,
        paymentPassword: password,
        idempotencyKey: key,
      });
      setOk(t('agent.transfer.done', { amount: formatMoney(done.amount, symbol), account: done.account }));
      form.reset();
      setKey(crypto.randomUUID());
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.balances }),
        queryClient.invalidateQueries({ queryKey: ['agent'] }),
      ]);
    } catch (err) {
      setError(agentErrorText(t, err, symbol));
    } finally {
      setBusy(false);
    }
  });
  return (
    <form className="stack" onSubmit={submit} noValidate data-testid="transfer-form">
      <p>{t('agent.transfer.to', { account })}</p>
      <div className="code-row">
        <div className="field">
          <label htmlFor="agent-transfer-amount">{t('wallet.amount')}</label>
          <input
            id="agent-transfer-amount"
            inputMode="decimal"
            autoComplete="off"
            {...form.register('amount', {
              // Another amount is another transfer: it gets a key of its own.
              onChange: () => setKey(crypto.randomUUID()),
            })}
            data-testid="transfer-amount"
          />
        </div>
        <PaymentPasswordField
          id="agent-transfer-password"
          label={t('wallet.paymentPassword')}
          value={form.watch('password')}
          onChange={(v) => form.setValue('password', v)}
          testId="transfer-password"
        />
      </div>
      {error && (
        <p className="form-error" role="alert" data-testid="transfer-error">
          {error}
        </p>
      )}
      {ok && (
        <p className="form-ok" role="status" data-testid="transfer-done">
          {ok}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy} data-testid="transfer-submit">
        {t('agent.transfer.submit')}
      </button>
    </form>
  );
}
