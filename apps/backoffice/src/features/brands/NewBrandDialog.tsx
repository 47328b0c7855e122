import { zodResolver } from '@hookform/resolvers/zod';
import { type BrandCreateRequest, type BrandRow, brandCreateRequest, UI_LANGUAGES } from '@mekong/contracts';
import { useId, useMemo } from 'react';
import { type FieldError, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.ts';
import { ErrorAlert } from '../../shared/ui/Alert.tsx';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx';
import { Field, useProblemText } from '../../shared/ui/Field.tsx';
import { showServerFields } from '../../shared/ui/server-fields.ts';
import { useCreateBrand } from './api.ts';

/** The form as typed: the domains as text, one per line or separated by commas or spaces. */
type BrandForm = Omit<BrandCreateRequest, 'domains'> & { domains: string };

const EMPTY: BrandForm = {
  code: '',
  name: '',
  currency: 'USD',
  currencySymbol: '$',
  timezone: 'Asia/Phnom_Penh',
  defaultLanguage: 'KM',
  languages: ['KM', 'EN', 'CN'],
  domains: '',
  admin: { username: '', password: '' },
};
const FIELDS = ['code', 'name', 'currency', 'currencySymbol', 'timezone', 'defaultLanguage', 'languages', 'domains'];

/** A refusal that belongs to one field, put there with its own words rather than above the form. */
const TAKEN: Record<string, { field: 'code' | 'domains'; message: string }> = {
  'merchant.code.taken': { field: 'code', message: 'brand.code.taken' },
  'merchant.domain.taken': { field: 'domains', message: 'brand.domain.taken' },
};

const domainsOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

const shared = zodResolver(brandCreateRequest);
type Result = Awaited<ReturnType<Resolver<BrandForm, unknown, BrandCreateRequest>>>;

/**
 * The shared schema on the typed values, the domains split into the list it checks; a problem of
 * the list or of one domain in it shows on the domains' one field.
 */
const resolver: Resolver<BrandForm, unknown, BrandCreateRequest> = async (values, context, options) => {
  const result = (await shared(
    { ...values, domains: domainsOf(values.domains) } as never,
    context,
    options as never,
  )) as Result;
  const domains = result.errors.domains as unknown as FieldError | Record<string, FieldError> | undefined;
  if (!domains || 'message' in domains) return result;
  const first = Object.values(domains).find((e) => e && typeof e === 'object' && 'message' in e);
  const errors = { ...result.errors, domains: first } as FieldErrors<BrandForm>;
  return { values: {}, errors } as Result;
};

type Props = { open: boolean; onClose: () => void; onCreated: (brand: BrandRow, admin: string) => void };

/** A new brand and its first admin, checked by the shared schema; the admin enrols at first sign-in. */
export function NewBrandDialog({ open, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const formId = useId();
  const create = useCreateBrand();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(o) => {
        if (!o) {
          create.reset();
          onClose();
        }
      }}
      title={t('brands.new')}
      description={t('brands.newHelp')}
      formId={formId}
      busy={create.isPending}
      confirmLabel={t('brands.create')}
    >
      {/* Mounted anew at each opening (the dialog's content leaves the page when it closes). */}
      {open && <BrandFields formId={formId} create={create} onCreated={onCreated} />}
    </ConfirmDialog>
  );
}

function BrandFields({
  formId,
  create,
  onCreated,
}: {
  formId: string;
  create: ReturnType<typeof useCreateBrand>;
  onCreated: Props['onCreated'];
}) {
  const { t } = useTranslation();
  const problem = useProblemText();
  const form = useForm<BrandForm, unknown, BrandCreateRequest>({ resolver, defaultValues: EMPTY });
  const zones = useMemo(() => Intl.supportedValuesOf('timeZone'), []);
  const zonesId = useId();
  const submit = form.handleSubmit(async (body) => {
    await create.mutateAsync(body).then(
      (brand) => {
        create.reset();
        onCreated(brand, body.admin.username);
      },
      (error: unknown) => {
        const taken = error instanceof ApiError ? TAKEN[error.code] : undefined;
        if (taken) form.setError(taken.field, { type: 'server', message: taken.message }, { shouldFocus: true });
        else showServerFields(error, form.setError, FIELDS as never);
      },
    );
  });
  const { errors } = form.formState;
  const { register } = form;
  const placed = create.error instanceof ApiError && !!TAKEN[create.error.code];
  const text = (name: 'code' | 'name' | 'currency' | 'currencySymbol', testId: string, hint?: string) => (
    <Field label={t(`brands.${name}`)} error={errors[name]} {...(hint ? { hint } : {})}>
      {(a) => <input {...a} {...register(name)} autoComplete="off" data-testid={testId} />}
    </Field>
  );
  return (
    <form id={formId} onSubmit={submit} noValidate data-testid="brand-form">
      <div className="brand-form-grid">
        {text('code', 'brand-code', t('brands.codeHint'))}
        {text('name', 'brand-name')}
        {text('currency', 'brand-currency', t('brands.currencyHint'))}
        {text('currencySymbol', 'brand-symbol')}
        <Field label={t('settings.timezone')} hint={t('settings.timezoneHint')} error={errors.timezone}>
          {(a) => (
            <input {...a} {...register('timezone')} list={zonesId} autoComplete="off" data-testid="brand-timezone" />
          )}
        </Field>
        <datalist id={zonesId}>
          {zones.map((z) => (
            <option key={z} value={z} />
          ))}
        </datalist>
        <Field label={t('settings.defaultLanguage')} error={errors.defaultLanguage}>
          {(a) => (
            <select {...a} {...register('defaultLanguage')} data-testid="brand-default-language">
              {UI_LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {t(`settings.language.${l}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <fieldset className="choice" aria-describedby={errors.languages ? `${formId}-languages-error` : undefined}>
        <legend>{t('settings.languagesShown')}</legend>
        {UI_LANGUAGES.map((l) => (
          <label key={l} className="inline">
            <input type="checkbox" value={l} {...register('languages')} data-testid={`brand-language-${l}`} />
            {t(`settings.language.${l}`)}
          </label>
        ))}
        {errors.languages && (
          <small id={`${formId}-languages-error`} className="field-error" role="alert">
            {problem(errors.languages)}
          </small>
        )}
      </fieldset>
      <Field label={t('brands.domains')} hint={t('brands.domainsHint')} error={errors.domains}>
        {(a) => <textarea {...a} rows={2} {...register('domains')} autoComplete="off" data-testid="brand-domains" />}
      </Field>
      <fieldset className="brand-admin">
        <legend>{t('brands.admin')}</legend>
        <p className="hint">{t('brands.adminHelp')}</p>
        <div className="brand-form-grid">
          <Field label={t('auth.username')} hint={t('staff.usernameHint')} error={errors.admin?.username}>
            {(a) => (
              <input {...a} {...register('admin.username')} autoComplete="off" data-testid="brand-admin-username" />
            )}
          </Field>
          <Field label={t('auth.password')} hint={t('staff.passwordHint')} error={errors.admin?.password}>
            {(a) => (
              <input
                {...a}
                {...register('admin.password')}
                type="password"
                autoComplete="new-password"
                data-testid="brand-admin-password"
              />
            )}
          </Field>
        </div>
      </fieldset>
      {!placed && <ErrorAlert error={create.error} />}
    </form>
  );
}
