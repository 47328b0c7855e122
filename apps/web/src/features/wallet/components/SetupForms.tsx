import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { useMember } from '../../../shared/api/member.ts';
import { queryKeys } from '../../../shared/api/query-keys.ts';
import { useSession } from '../../../shared/session/session.ts';
import { PaymentPasswordField } from '../../../shared/ui/PaymentPasswordField.tsx';
import { useAddBankCardMutation, useSetPaymentPasswordMutation } from '../api/wallet.ts';
import { FormResult } from './Money.tsx';

/** Money out needs a six-digit payment password; this sets the first one. */
export function PaymentPasswordForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useSetPaymentPasswordMutation();
  const [pw, setPw] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(pw)) return setError(t('wallet.setup.sixDigits'));
    if (pw !== again) return setError(t('auth.rules.inconsistent_twice'));
    try {
      await save.mutateAsync({ paymentPassword: pw });
      const token = useSession.getState().token;
      await queryClient.invalidateQueries({ queryKey: queryKeys.member(token) });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    }
  };
  return (
    <form className="stack" onSubmit={submit} noValidate data-testid="payment-password-form">
      <p>{t('wallet.setup.paymentPasswordIntro')}</p>
      <PaymentPasswordField
        id="pp-new"
        label={t('wallet.paymentPassword')}
        value={pw}
        onChange={setPw}
        testId="pp-new"
      />
      <PaymentPasswordField
        id="pp-again"
        label={t('wallet.setup.confirmPaymentPassword')}
        value={again}
        onChange={setAgain}
        testId="pp-again"
      />
      <FormResult error={error} />
      <button type="submit" className="btn btn-primary" data-testid="pp-submit">
        {t('auth.confirm')}
      </button>
    </form>
  );
}

/** A payout account; the bank checks the name, so it must be the player's real name. */
export function BankCardForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const add = useAddBankCardMutation();
  const realName = useMember()?.payeeName ?? '';
  const [bankName, setBankName] = useState('');
  const [number, setNumber] = useState('');
  const [holder, setHolder] = useState(realName);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await add.mutateAsync({ bankName, accountNumber: number, accountName: holder });
      await queryClient.invalidateQueries({ queryKey: ['bank-cards'] });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    }
  };
  return (
    <form className="stack" onSubmit={submit} noValidate data-testid="bank-card-form">
      <p>{t('wallet.setup.bankIntro')}</p>
      <div className="field">
        <label htmlFor="bc-bank">{t('wallet.bank.name')}</label>
        <input id="bc-bank" value={bankName} onChange={(e) => setBankName(e.target.value)} data-testid="bc-bank" />
      </div>
      <div className="field">
        <label htmlFor="bc-number">{t('wallet.bank.number')}</label>
        <input
          id="bc-number"
          inputMode="numeric"
          value={number}
          onChange={(e) => setNumber(e.target.value)}
          data-testid="bc-number"
        />
      </div>
      <div className="field">
        <label htmlFor="bc-holder">{t('wallet.bank.holder')}</label>
        <input id="bc-holder" value={holder} onChange={(e) => setHolder(e.target.value)} data-testid="bc-holder" />
      </div>
      <FormResult error={error} />
      <button type="submit" className="btn btn-primary" data-testid="bc-submit">
        {t('auth.confirm')}
      </button>
    </form>
  );
}
