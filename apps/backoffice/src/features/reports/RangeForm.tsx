import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/ui/Field.tsx';
import { PRESETS, type Preset, presetRange, type Range, rangeSchema } from './range.ts';

type Props = { range: Range; today: string | undefined; onApply: (range: Range) => void };

/** The report's days, checked by the server's own schema before anything is asked. */
export function RangeForm({ range, today, onApply }: Props) {
  const { t } = useTranslation();
  const form = useForm<Range>({ resolver: zodResolver(rangeSchema), defaultValues: range });
  useEffect(() => {
    form.reset(range);
    // A range typed into the address is checked as the form would check it, with the same texts.
    if (!rangeSchema.safeParse(range).success) void form.trigger();
  }, [range, form]);
  const submit = form.handleSubmit((v) => onApply({ from: v.from, to: v.to }));
  const errors = form.formState.errors;
  return (
    <form className="filters report-range" onSubmit={submit} noValidate data-testid="report-range">
      <Field label={t('reports.from')} error={errors.from}>
        {(a) => <input {...a} {...form.register('from')} type="date" data-testid="report-from" />}
      </Field>
      <Field label={t('reports.to')} error={errors.to}>
        {(a) => <input {...a} {...form.register('to')} type="date" data-testid="report-to" />}
      </Field>
      <button type="submit" className="btn btn-primary" data-testid="report-apply">
        {t('reports.show')}
      </button>
      {today && (
        <fieldset className="button-row report-presets">
          <legend className="sr-only">{t('reports.presets.label')}</legend>
          {(Object.keys(PRESETS) as Preset[]).map((p) => (
            <button
              key={p}
              type="button"
              className="btn"
              onClick={() => onApply(presetRange(p, today))}
              data-testid={`report-preset-${p}`}
            >
              {t(`reports.presets.${p}`)}
            </button>
          ))}
        </fieldset>
      )}
    </form>
  );
}
