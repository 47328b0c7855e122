import { paymentPasswordRequest } from '@mekong/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { useMember } from '../../../shared/api/member.ts';
import { queryKeys } from '../../../shared/api/query-keys.ts';
import { keyMsg, useMsg } from '../../../shared/forms/messages.ts';
import { problemOf, useSchemaForm, withChecks } from '../../../shared/forms/schema-form.ts';
import { useSession } from '../../../shared/session/session.ts';
import { PaymentPasswordField } from '../../../shared/ui/PaymentPasswordField.tsx';
import { useAddBankCardMutation, useSetPaymentPasswordMutation } from '../api/wallet.ts';
import { FormResult } from './Money.tsx';

/** Money out needs a six-digit payment password; this sets the first one. */
export function PaymentPasswordForm() {
  const { t } = useTranslation();
  const msg = useMsg();
  const queryClient = useQueryClient();
  const save = useSetPaymentPasswordMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useSchemaForm(
    // The confirmation is checked like the password: a wrong one cannot be six digits and equal.
    withChecks(paymentPasswordRequest.extend({ again: paymentPasswordRequest.shape.paymentPassword }), (v) => ({
      again: v.again !== v.paymentPassword ? keyMsg('auth.rules.inconsistent_twice') : undefined,
    })),
    { defaultValues: { paymentPassword: '', again: '' } },
  );
  const problems = form.formState.errors;
  // One line under the form: the first problem, as it was checked before the form layer.
  const problem = problems.paymentPassword
    ? msg(problemOf(problems.paymentPassword, keyMsg('wallet.setup.sixDigits')))
    : problems.again
      ? msg(problemOf(problems.again, keyMsg('auth.rules.inconsistent_twice')))
      : null;
  const submit = form.handleSubmit(async ({ paymentPassword }) => {
    try {
      await save.mutateAsync({ paymentPassword });
      const token = useSession.getState().token;
      await queryClient.invalidateQueries({ queryKey: queryKeys.member(token) });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    }
  });
  return (
    <form className="stack" onSubmit={submit} noValidate data-testid="payment-password-form">
      <p>{t('wallet.setup.paymentPasswordIntro')}</p>
      <PaymentPasswordField
        id="pp-new"
        label={t('wallet.paymentPassword')}
        value={form.watch('paymentPassword')}
        onChange={(v) => form.setValue('paymentPassword', v)}
        testId="pp-new"
      />
      <PaymentPasswordField
        id="pp-again"
        label={t('wallet.setup.confirmPaymentPassword')}
        value={form.watch('again')}
        onChange={(v) => form.setValue('again', v)}
        testId="pp-again"
      />
      <FormResult error={problem ?? error} />
      <button type="submit" className="btn btn-primary" data-testid="pp-submit">
        {t('auth.confirm')}
      </button>
    </form>
  );
}

/**
 * A payout account; the bank checks the name, so it must be the player's real name. The server
 * checks the fields (bankCardRequest) and names what it refuses.
 */
export function BankCardForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const add = useAddBankCardMutation();
  const realName = useMember()?.payeeName ?? '';
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ defaultValues: { bankName: '', accountNumber: '', accountName: realName } });
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await add.mutateAsync(values);
      await queryClient.invalidateQueries({ queryKey: ['bank-cards'] });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    }
  });
  return (
    <form className="stack" onSubmit={submit} noValidate data-testid="bank-card-form">
      <p>{t('wallet.setup.bankIntro')}</p>
      <div className="field">
        <label htmlFor="bc-bank">{t('wallet.bank.name')}</label>
        <input id="bc-bank" {...form.register('bankName')} data-testid="bc-bank" />
      </div>
      <div className="field">
        <label htmlFor="bc-number">{t('wallet.bank.number')}</label>
        <input id="bc-number" inputMode="numeric" {...form.register('accountNumber')} data-testid="bc-number" />
      </div>
      <div className="field">
        <label htmlFor="bc-holder">{t('wallet.bank.holder')}</label>
        <input id="bc-holder" {...form.register('accountName')} data-testid="bc-holder" />
      </div>
      <FormResult error={error} />
      <button type="submit" className="btn btn-primary" data-testid="bc-submit">
        {t('auth.confirm')}
      </button>
    </form>
  );
}
