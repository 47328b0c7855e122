import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { resetByPhone, sendResetSms } from '../api/password.ts';
import { useCompleteLogin } from '../lib/complete-login.ts';
import { fieldMessage, serverFieldErrors } from '../lib/field-message.ts';
import { Field } from './Field.tsx';
import { PhoneFields } from './PhoneFields.tsx';
import { SmsButton } from './SmsButton.tsx';

/** Code by SMS (resend blocked for expiredMinutes), a new password, then signed in (SPEC point 4). */
export function ForgotByPhone({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const complete = useCompleteLogin();
  const [dialingCode, setDialingCode] = useState('855');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setFieldError(undefined);
    if (!mobile || !code || !password) return setError(t('auth.rules.not_empty'));
    try {
      const value = await resetByPhone(mobile, dialingCode, code, password);
      onDone();
      await complete(value, { type: 'other' });
      navigate('/');
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setFieldError(fieldMessage(t, serverFieldErrors(err.value).newPassword));
      setError(err.message);
    }
  };

  return (
    <form className="stack" noValidate onSubmit={submit}>
      <PhoneFields
        dialingCode={dialingCode}
        onDialingCode={setDialingCode}
        mobile={mobile}
        onMobile={setMobile}
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
          testId="forgot-sms-code"
        />
        <SmsButton
          send={() => sendResetSms(mobile, dialingCode)}
          onError={setError}
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
        error={fieldError}
        testId="forgot-phone-password"
      />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" data-testid="forgot-phone-submit">
        {t('auth.confirm')}
      </button>
    </form>
  );
}
