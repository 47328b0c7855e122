import { forgotByEmailRequest, resetByEmailRequest } from '@mekong/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMsg, keyMsg, type Msg, serverFieldErrors, useMsg } from '../../../shared/forms/messages.ts';
import { problemOf, setServerProblems, useSchemaForm, withChecks } from '../../../shared/forms/schema-form.ts';
import { useForgotByEmailMutation } from '../api/password-email.ts';
import { useResetByEmailMutation } from '../api/password-email-reset.ts';
import { confirmMsg, useRuleCheck } from '../lib/rule-check.ts';
import { Field } from './Field.tsx';
import { FormError } from './FormError.tsx';

type ForgotByEmailProps = { onDone: () => void; initial?: { username: string; code: string } | undefined };

export function ForgotByEmail({ onDone, initial }: ForgotByEmailProps) {
  const { t } = useTranslation();
  const msg = useMsg();
  const check = useRuleCheck();
  const ask = useForgotByEmailMutation();
  const reset = useResetByEmailMutation();
  const [step, setStep] = useState<'ask' | 'reset' | 'done'>(initial ? 'reset' : 'ask');
  const [error, setError] = useState<Msg | null>(null);
  // The username is only required: an account registered by mobile has its number as username,
  // which the username rule would refuse.
  const askForm = useSchemaForm(
    withChecks(forgotByEmailRequest, (v) => ({
      username: v.username.trim() ? undefined : keyMsg('auth.rules.not_empty'),
      email: check('email', v.email.trim()),
    })),
    { defaultValues: { username: initial?.username ?? '', email: '' } },
  );
  const resetForm = useSchemaForm(
    withChecks(resetByEmailRequest, (v) => ({
      code: v.code.trim() ? undefined : keyMsg('auth.rules.not_empty'),
      newPassword: check('password', v.newPassword),
      confirmNewPassword: confirmMsg(v.confirmNewPassword ?? '', v.newPassword),
    })),
    { defaultValues: { username: '', code: initial?.code ?? '', newPassword: '', confirmNewPassword: '' } },
  );

  /** Sends a step; a refusal shows its message and the fields the server found wrong. */
  const run = async (work: () => Promise<void>, setProblems: (problems: Record<string, Msg>) => void) => {
    setError(null);
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
    const problems = askForm.formState.errors;
    return (
      <form
        className="stack"
        noValidate
        onSubmit={askForm.handleSubmit(
          (v) =>
            run(
              async () => {
                await ask.mutateAsync({ username: v.username.trim(), email: v.email.trim() });
                setStep('reset');
              },
              (p) => setServerProblems(askForm.setError, p),
            ),
          () => setError(null),
        )}
      >
        <Field
          label={t('auth.username')}
          required
          autoComplete="username"
          {...askForm.register('username')}
          error={msg(problemOf(problems.username))}
          testId="forgot-username"
        />
        <Field
          label={t('auth.email')}
          required
          type="email"
          autoComplete="email"
          {...askForm.register('email')}
          error={msg(problemOf(problems.email))}
          testId="forgot-email"
        />
        <FormError msg={error} testId="forgot-error" />
        <button type="submit" className="btn btn-primary" disabled={ask.isPending} data-testid="forgot-email-submit">
          {t('auth.sendCode')}
        </button>
      </form>
    );
  }
  const problems = resetForm.formState.errors;
  return (
    <form
      className="stack"
      noValidate
      onSubmit={resetForm.handleSubmit(
        (v) =>
          run(
            async () => {
              await reset.mutateAsync({
                // The username of the first step, or of the emailed link.
                username: askForm.getValues('username'),
                code: v.code.trim(),
                newPassword: v.newPassword,
                confirmNewPassword: v.confirmNewPassword ?? '',
              });
              setStep('done');
            },
            (p) => setServerProblems(resetForm.setError, p),
          ),
        () => setError(null),
      )}
    >
      <p role="status">{t('auth.emailSent')}</p>
      <Field
        label={t('auth.emailCode')}
        required
        autoComplete="one-time-code"
        {...resetForm.register('code')}
        error={msg(problemOf(problems.code))}
        testId="forgot-code"
      />
      <Field
        label={t('auth.change.new')}
        required
        type="password"
        autoComplete="new-password"
        {...resetForm.register('newPassword')}
        error={msg(problemOf(problems.newPassword))}
        testId="forgot-new-password"
      />
      <Field
        label={t('auth.change.confirm')}
        required
        type="password"
        autoComplete="new-password"
        {...resetForm.register('confirmNewPassword')}
        error={msg(problemOf(problems.confirmNewPassword))}
        testId="forgot-confirm-password"
      />
      <FormError msg={error} testId="forgot-error" />
      <button type="submit" className="btn btn-primary" disabled={reset.isPending} data-testid="forgot-reset-submit">
        {t('auth.confirm')}
      </button>
    </form>
  );
}
