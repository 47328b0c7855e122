import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { forgotByEmail, resetByEmail } from '../api/password.ts';
import { fieldMessage, serverFieldErrors } from '../lib/field-message.ts';
import { Field } from './Field.tsx';

/** Step 1: username and email get a code by email. Step 2: the code and a new password. */
export function ForgotByEmail({
  onDone,
  initial,
}: {
  onDone: () => void;
  initial?: { username: string; code: string };
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'ask' | 'reset' | 'done'>(initial ? 'reset' : 'ask');
  const [username, setUsername] = useState(initial?.username ?? '');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState(initial?.code ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();

  const run = async (e: FormEvent, work: () => Promise<void>) => {
    e.preventDefault();
    setError(null);
    setFieldError(undefined);
    try {
      await work();
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setFieldError(fieldMessage(t, serverFieldErrors(err.value).newPassword));
      setError(err.message);
    }
  };

  if (step === 'done') {
    return (
      <div className="stack">
        <p role="status" data-testid="forgot-done">
          {t('auth.resetDone')}
        </p>
        <button type="button" className="btn btn-primary" onClick={onDone}>
          {t('auth.close')}
        </button>
      </div>
    );
  }
  if (step === 'ask') {
    return (
      <form
        className="stack"
        noValidate
        onSubmit={(e) =>
          run(e, async () => {
            if (!username || !email) throw new ApiError('request.param.err', 400, t('auth.rules.not_empty'));
            await forgotByEmail(username, email);
            setStep('reset');
          })
        }
      >
        <Field
          label={t('auth.username')}
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          testId="forgot-username"
        />
        <Field
          label={t('auth.email')}
          required
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          testId="forgot-email"
        />
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" data-testid="forgot-email-submit">
          {t('auth.sendCode')}
        </button>
      </form>
    );
  }
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(e) =>
        run(e, async () => {
          await resetByEmail(username, code, password);
          setStep('done');
        })
      }
    >
      <p role="status">{t('auth.emailSent')}</p>
      <Field
        label={t('auth.emailCode')}
        required
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        testId="forgot-code"
      />
      <Field
        label={t('auth.change.new')}
        required
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fieldError}
        testId="forgot-new-password"
      />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" data-testid="forgot-reset-submit">
        {t('auth.confirm')}
      </button>
    </form>
  );
}
