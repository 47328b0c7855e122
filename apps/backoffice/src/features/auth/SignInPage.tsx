import { zodResolver } from '@hookform/resolvers/zod';
import type { OperatorLoginValue } from '@mekong/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { endReason, hostMerchant, startSession, useSession } from '../../shared/session/session.ts';
import { ErrorAlert, Notice } from '../../shared/ui/Alert.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { Preferences } from '../../shared/ui/Preferences.tsx';
import { loginRequestSchema, useLogin } from './api.ts';
import { EnrolStep } from './EnrolStep.tsx';

/** The brand code joins the contract's request; an empty code field means "no authenticator yet". */
const formSchema = loginRequestSchema.extend({
  merchant: z.string().trim().min(1).max(32),
  totp: z.preprocess((v) => (v === '' ? undefined : v), loginRequestSchema.shape.totp),
});

const DEFAULT_IDLE_MINUTES = 15;

export function SignInPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const login = useLogin();
  const [enrol, setEnrol] = useState<{ merchant: string; ticket: string; otpauth: string; secret: string } | null>(
    null,
  );
  const [ended] = useState(endReason);
  const form = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: { merchant: hostMerchant(), username: '', password: '', totp: '' },
  });
  if (session) return <Navigate to="/" replace />;

  const signedIn = (merchant: string, value: unknown) => {
    const v = value as OperatorLoginValue | null;
    if (!v) return;
    if ('enrol' in v) {
      setEnrol({ merchant, ...v.enrol });
      return;
    }
    startSession({
      token: v.token,
      merchant,
      username: v.username,
      role: v.role,
      idleMinutes: v.idleMinutes ?? DEFAULT_IDLE_MINUTES,
    });
    navigate('/', { replace: true });
  };
  const submit = form.handleSubmit(async (input) => {
    signedIn(input.merchant, await login.mutateAsync(input).catch(() => null));
  });
  const errors = form.formState.errors;
  return (
    <main className="sign-in" id="main">
      <div className="sign-in-top">
        <Preferences />
      </div>
      <section className="card sign-in-card">
        <h1>{t('auth.title')}</h1>
        {ended && !enrol && <Notice>{t(`auth.ended.${ended}`)}</Notice>}
        {enrol ? (
          <EnrolStep merchant={enrol.merchant} enrol={enrol} onSignedIn={(v) => signedIn(enrol.merchant, v)} />
        ) : (
          <form onSubmit={submit} noValidate data-testid="sign-in-form">
            <Field label={t('auth.merchant')} error={errors.merchant}>
              {(a) => (
                <input
                  {...a}
                  {...form.register('merchant')}
                  autoComplete="organization"
                  data-testid="sign-in-merchant"
                />
              )}
            </Field>
            <Field label={t('auth.username')} error={errors.username}>
              {(a) => (
                <input {...a} {...form.register('username')} autoComplete="username" data-testid="sign-in-username" />
              )}
            </Field>
            <Field label={t('auth.password')} error={errors.password}>
              {(a) => (
                <input
                  {...a}
                  {...form.register('password')}
                  type="password"
                  autoComplete="current-password"
                  data-testid="sign-in-password"
                />
              )}
            </Field>
            <Field label={t('auth.code')} hint={t('auth.codeHint')} error={errors.totp}>
              {(a) => (
                <input
                  {...a}
                  {...form.register('totp')}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  data-testid="sign-in-totp"
                />
              )}
            </Field>
            <ErrorAlert error={login.error} />
            <button type="submit" className="btn btn-primary" disabled={login.isPending} data-testid="sign-in-submit">
              {t('auth.submit')}
            </button>
          </form>
        )}
      </section>
    </main>
  );
}
