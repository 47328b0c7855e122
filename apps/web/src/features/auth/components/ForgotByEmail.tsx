import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  errorMsg,
  hasProblems,
  keyMsg,
  type Msg,
  type Msgs,
  serverFieldErrors,
  useMsg,
} from '../../../shared/forms/messages.ts';
import { useForgotByEmailMutation } from '../api/password-email.ts';
import { useResetByEmailMutation } from '../api/password-email-reset.ts';
import { confirmMsg, useRuleCheck } from '../lib/rule-check.ts';
import { Field } from './Field.tsx';
import { FormError } from './FormError.tsx';

type ForgotByEmailProps = { onDone: () => void; initial?: { username: string; code: string } | undefined };

/** Step 1: username and email get a code (and a link) by email. Step 2: the code and a new password. */
export function ForgotByEmail({ onDone, initial }: ForgotByEmailProps) {
  const { t } = useTranslation();
  const msg = useMsg();
  const check = useRuleCheck();
  const ask = useForgotByEmailMutation();
  const reset = useResetByEmailMutation();
  const [step, setStep] = useState<'ask' | 'reset' | 'done'>(initial ? 'reset' : 'ask');
  const [username, setUsername] = useState(initial?.username ?? '');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState(initial?.code ?? '');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<Msgs>({});
  const [error, setError] = useState<Msg | null>(null);

  const run = async (e: FormEvent, p: Msgs, work: () => Promise<void>) => {
    e.preventDefault();
    setProblems(p);
    setError(null);
    if (hasProblems(p)) return;
    try {
      await work();
    } catch (err) {
      setError(errorMsg(err));
      setProblems(serverFieldErrors((err as { value?: unknown }).value));
    }
  };

  if (step === 'done') {
    return (
      <div className="stack">
        <p role="status" data-testid="forgot-done">
          {t('auth.resetDone')}
        </p>
        <button type="button" className="btn btn-primary" onClick={onDone} data-testid="forgot-done-close">
          {t('shell.close')}
        </button>
      </div>
    );
  }
  if (step === 'ask') {
    // The username is only required: an account registered by mobile has its number as username,
    // which the username rule would refuse.
    const p = () => ({
      username: username.trim() ? undefined : keyMsg('auth.rules.not_empty'),
      email: check('email', email.trim()),
    });
    return (
      <form
        className="stack"
        noValidate
        onSubmit={(e) =>
          run(e, p(), async () => {
            await ask.mutateAsync({ username: username.trim(), email: email.trim() });
            setStep('reset');
          })
        }
      >
        <Field
          label={t('auth.username')}
          required
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={msg(problems.username)}
          testId="forgot-username"
        />
        <Field
          label={t('auth.email')}
          required
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={msg(problems.email)}
          testId="forgot-email"
        />
        <FormError msg={error} testId="forgot-error" />
        <button type="submit" className="btn btn-primary" disabled={ask.isPending} data-testid="forgot-email-submit">
          {t('auth.sendCode')}
        </button>
      </form>
    );
  }
  const p = () => ({
    code: code.trim() ? undefined : keyMsg('auth.rules.not_empty'),
    newPassword: check('password', password),
    confirmNewPassword: confirmMsg(confirm, password),
  });
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(e) =>
        run(e, p(), async () => {
          await reset.mutateAsync({ username, code: code.trim(), newPassword: password, confirmNewPassword: confirm });
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
        error={msg(problems.code)}
        testId="forgot-code"
      />
      <Field
        label={t('auth.change.new')}
        required
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={msg(problems.newPassword)}
        testId="forgot-new-password"
      />
      <Field
        label={t('auth.change.confirm')}
        required
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={msg(problems.confirmNewPassword)}
        testId="forgot-confirm-password"
      />
      <FormError msg={error} testId="forgot-error" />
      <button type="submit" className="btn btn-primary" disabled={reset.isPending} data-testid="forgot-reset-submit">
        {t('auth.confirm')}
      </button>
    </form>
  );
}
