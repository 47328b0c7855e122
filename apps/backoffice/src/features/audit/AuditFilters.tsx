import { zodResolver } from '@hookform/resolvers/zod';
import { auditQuery } from '@mekong/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Field } from '../../shared/ui/Field.tsx';

type Values = { actorType: string; action: string; from: string; to: string };
const blank = (v: unknown) => (v === '' ? undefined : v);

/** The audit filters, checked by the shared query schema (an empty field is no filter). */
const filterSchema = z
  .object({
    actorType: z.preprocess(blank, auditQuery.shape.actorType),
    action: z.preprocess(blank, auditQuery.shape.action),
    from: z.preprocess(blank, auditQuery.shape.from),
    to: z.preprocess(blank, auditQuery.shape.to),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], message: 'range.order' });

export function AuditFilters({ values, onApply }: { values: Values; onApply: (v: Values) => void }) {
  const { t } = useTranslation();
  const form = useForm<Values>({ resolver: zodResolver(filterSchema) as never, defaultValues: values });
  useEffect(() => form.reset(values), [values, form]);
  const submit = form.handleSubmit(() => onApply(form.getValues()));
  const errors = form.formState.errors;
  return (
    <form className="filters" onSubmit={submit} noValidate data-testid="audit-filters">
      <Field label={t('audit.actorType')} error={errors.actorType}>
        {(a) => (
          <select {...a} {...form.register('actorType')} data-testid="audit-actor-type">
            <option value="">{t('common.all')}</option>
            {(['operator', 'member', 'vendor', 'system'] as const).map((k) => (
              <option key={k} value={k}>
                {t(`audit.actorTypes.${k}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('audit.action')} error={errors.action}>
        {(a) => <input {...a} {...form.register('action')} data-testid="audit-action" />}
      </Field>
      <Field label={t('audit.from')} error={errors.from}>
        {(a) => <input {...a} {...form.register('from')} type="date" data-testid="audit-from" />}
      </Field>
      <Field label={t('audit.to')} error={errors.to}>
        {(a) => <input {...a} {...form.register('to')} type="date" data-testid="audit-to" />}
      </Field>
      <button type="submit" className="btn btn-primary" data-testid="audit-apply">
        {t('common.filter')}
      </button>
    </form>
  );
}
