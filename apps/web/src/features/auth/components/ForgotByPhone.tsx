import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  errorMsg,
  hasProblems,
  keyMsg,
  type Msg,
  type Msgs,
  serverFieldErrors,
  useMsg,
} from '../../../shared/forms/messages.ts';
import { useSendResetSmsMutation } from '../api/password-sms.ts';
import { useResetByPhoneMutation } from '../api/password-verification.ts';
import { useCompleteLogin } from '../lib/complete-login.ts';
import { confirmMsg, useRuleCheck } from '../lib/rule-check.ts';
import { Field } from './Field.tsx';
import { FormError } from './FormError.tsx';
import { PhoneFields } from './PhoneFields.tsx';
import { SmsButton } from './SmsButton.tsx';

/** Code by SMS (resend blocked for expiredMinutes), a new password, then signed in and home (SPEC point 4). */
export function ForgotByPhone({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const msg = useMsg();
  const check = useRuleCheck();
  const navigate = useNavigate();
  const complete = useCompleteLogin();
  const reset = useResetByPhoneMutation();
  const sendCode = useSendResetSmsMutation();
  const [dialingCode, setDialingCode] = useState('855');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<Msgs>({});
  const [error, setError] = useState<Msg | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const p: Msgs = {
      mobile: check('mobileNum', mobile.trim()),
      code: code.trim() ? undefined : keyMsg('auth.rules.not_empty'),
      newPassword: check('password', password),
      confirm: confirmMsg(confirm, password),
    };
    setProblems(p);
    setError(null);
    if (hasProblems(p)) return;
    try {
      const value = await reset.mutateAsync({
        mobileNum: mobile.trim(),
        countryDialingCode: dialingCode,
        verificationCode: code.trim(),
        newPassword: password,
      });
      onDone();
      await complete(value, { type: 'other' });
      navigate('/');
    } catch (err) {
      setError(errorMsg(err));
      setProblems(serverFieldErrors((err as { value?: unknown }).value));
    }
  };

  return (
    <form className="stack" noValidate onSubmit={submit}>
      <PhoneFields
        dialingCode={dialingCode}
        onDialingCode={setDialingCode}
        mobile={mobile}
        onMobile={setMobile}
        error={msg(problems.mobile ?? problems.mobileNum)}
        testId="forgot-mobile"
      />
      <div className="code-row">
        <Field
          label={t('auth.smsCode')}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={msg(problems.code ?? problems.verificationCode)}
          testId="forgot-sms-code"
        />
        <SmsButton
          send={() => sendCode.mutateAsync({ mobileNum: mobile.trim(), countryDialingCode: dialingCode })}
          disabled={!mobile}
          testId="forgot-send-code"
        />
      </div>
      <Field
        label={t('auth.change.new')}
        required
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={msg(problems.newPassword)}
        testId="forgot-phone-password"
      />
      <Field
        label={t('auth.change.confirm')}
        required
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={msg(problems.confirm)}
        testId="forgot-phone-confirm"
      />
      <FormError msg={error} testId="forgot-phone-error" />
      <button type="submit" className="btn btn-primary" disabled={reset.isPending} data-testid="forgot-phone-submit">
        {t('auth.confirm')}
      </button>
    </form>
  );
}
