import { zodResolver } from '@hookform/resolvers/zod';
import { OPERATOR_ROLES, staffCreateRequest } from '@mekong/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/ui/Alert.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { useCreateStaff } from './api.ts';

/** A new operator: they scan their authenticator's QR code at their first sign-in. */
export function CreateStaffForm() {
  const { t } = useTranslation();
  const create = useCreateStaff();
  const form = useForm({
    resolver: zodResolver(staffCreateRequest),
    defaultValues: { username: '', role: 'support' as const, password: '' },
  });
  const submit = form.handleSubmit(async (body) => {
    await create.mutateAsync(body).then(
      () => form.reset(),
      () => undefined,
    );
  });
  const errors = form.formState.errors;
  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="staff-new" data-testid="staff-create">
      <h2 id="staff-new">{t('staff.create')}</h2>
      <div className="filters">
        <Field label={t('auth.username')} hint={t('staff.usernameHint')} error={errors.username}>
          {(a) => <input {...a} {...form.register('username')} autoComplete="off" data-testid="staff-username" />}
        </Field>
        <Field label={t('staff.role')} error={errors.role}>
          {(a) => (
            <select {...a} {...form.register('role')} data-testid="staff-role">
              {OPERATOR_ROLES.map((r) => (
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
              data-testid="staff-password"
            />
          )}
        </Field>
        <button type="submit" className="btn btn-primary" disabled={create.isPending} data-testid="staff-submit">
          {t('staff.createSubmit')}
        </button>
      </div>
      <ErrorAlert error={create.error} />
      {create.isSuccess && (
        <p className="alert alert-info" role="status">
          {t('staff.created')}
        </p>
      )}
    </form>
  );
}
