import { zodResolver } from '@hookform/resolvers/zod';
import { BRAND_STAFF_ROLES, brandStaffCreateRequest } from '@mekong/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/ui/Alert.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { useCreateBrandStaff } from './api.ts';

/** A new operator of the brand, in one of its roles (never a platform operator): they enrol at first sign-in. */
export function BrandStaffForm({ code }: { code: string }) {
  const { t } = useTranslation();
  const create = useCreateBrandStaff(code);
  const form = useForm({
    resolver: zodResolver(brandStaffCreateRequest),
    defaultValues: { username: '', role: 'admin' as const, password: '' },
  });
  const submit = form.handleSubmit((body) => create.mutate(body, { onSuccess: () => form.reset() }));
  const errors = form.formState.errors;
  return (
    <form
      className="card"
      onSubmit={submit}
      noValidate
      aria-labelledby="brand-staff-new"
      data-testid="brand-staff-create"
    >
      <h2 id="brand-staff-new">{t('staff.create')}</h2>
      <div className="filters">
        <Field label={t('auth.username')} hint={t('staff.usernameHint')} error={errors.username}>
          {(a) => <input {...a} {...form.register('username')} autoComplete="off" data-testid="brand-staff-username" />}
        </Field>
        <Field label={t('staff.role')} error={errors.role}>
          {(a) => (
            <select {...a} {...form.register('role')} data-testid="brand-staff-role">
              {BRAND_STAFF_ROLES.map((r) => (
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
              data-testid="brand-staff-password"
            />
          )}
        </Field>
        <button type="submit" className="btn btn-primary" disabled={create.isPending} data-testid="brand-staff-submit">
          {t('staff.createSubmit')}
        </button>
      </div>
      <ErrorAlert error={create.error} />
      {create.isSuccess && (
        <p className="alert alert-info" role="status" data-testid="brand-staff-created">
          {t('brands.staffCreated', { username: create.data.username, code })}
        </p>
      )}
    </form>
  );
}
