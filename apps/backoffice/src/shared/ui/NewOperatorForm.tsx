import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorAlert } from './Alert.tsx';
import { Field } from './Field.tsx';

type NewOperator = { username: string; role: string; password: string };

type Props<R extends string> = {
  /** The shared schema of the call, which names the roles it accepts. */
  schema: z.ZodType<{ username: string; role: R; password: string }>;
  roles: readonly R[];
  defaultRole: R;
  // biome-ignore lint/suspicious/noExplicitAny: each caller's mutation answers a shape of its own
  create: UseMutationResult<any, Error, { username: string; role: R; password: string }>;
  /** Test ids and the heading's id start with it: `<prefix>-create`, `<prefix>-username`... */
  prefix: string;
  created: (answer: { username?: string }) => ReactNode;
};

/**
 * A new operator's form, for a brand's own staff page and for the platform console's page of a
 * brand: username, one of the roles the call takes, and a first password; they enrol their
 * authenticator at their first sign-in.
 */
export function NewOperatorForm<R extends string>({ schema, roles, defaultRole, create, prefix, created }: Props<R>) {
  const { t } = useTranslation();
  const form = useForm<NewOperator>({
    resolver: zodResolver(schema as unknown as z.ZodType<NewOperator, NewOperator>),
    defaultValues: { username: '', role: defaultRole, password: '' },
  });
  const submit = form.handleSubmit((body) =>
    create.mutate(body as { username: string; role: R; password: string }, { onSuccess: () => form.reset() }),
  );
  const errors = form.formState.errors;
  return (
    <form
      className="card"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${prefix}-new`}
      data-testid={`${prefix}-create`}
    >
      <h2 id={`${prefix}-new`}>{t('staff.create')}</h2>
      <div className="filters">
        <Field label={t('auth.username')} hint={t('staff.usernameHint')} error={errors.username}>
          {(a) => <input {...a} {...form.register('username')} autoComplete="off" data-testid={`${prefix}-username`} />}
        </Field>
        <Field label={t('staff.role')} error={errors.role}>
          {(a) => (
            <select {...a} {...form.register('role')} data-testid={`${prefix}-role`}>
              {roles.map((r: string) => (
                <option key={r} value={r}>
                  {t(`roles.${r}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('auth.password')} hint={t('staff.passwordHint')} error={errors.password}>
          {(a) => (
            <input
              {...a}
              {...form.register('password')}
              type="password"
              autoComplete="new-password"
              data-testid={`${prefix}-password`}
            />
          )}
        </Field>
        <button type="submit" className="btn btn-primary" disabled={create.isPending} data-testid={`${prefix}-submit`}>
          {t('staff.createSubmit')}
        </button>
      </div>
      <ErrorAlert error={create.error} />
      {create.isSuccess && (
        <p className="alert alert-info" role="status" data-testid={`${prefix}-created`}>
          {created(create.data ?? {})}
        </p>
      )}
    </form>
  );
}
