import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isPreset, MAX_DAYS, type Period, PRESETS, type Preset, rangeProblem, spanLabel } from '../lib/period.ts';

type Props = {
  value: Period;
  onChange: (p: Period) => void;
  presets?: readonly Preset[];
  custom?: boolean;
  /** The group's name, when a page has more than one period. */
  legend?: string;
};

/**
 * The report period: the server's presets (days of the merchant's calendar) as one radio group,
 * or two days of one's own choosing, sent once both are filled in and valid.
 */
export function PeriodPicker({ value, onChange, presets = PRESETS, custom = true, legend }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [mode, setMode] = useState<Preset | 'custom'>(isPreset(value) ? value.preset : 'custom');
  const form = useForm({
    defaultValues: { from: isPreset(value) ? '' : value.from, to: isPreset(value) ? '' : value.to },
  });
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (m: Preset | 'custom') => {
    setMode(m);
    setProblem(null);
    if (m !== 'custom') onChange({ preset: m });
  };
  const apply = form.handleSubmit(({ from, to }) => {
    const p = rangeProblem(from, to);
    setProblem(p);
    if (!p) onChange({ from, to });
  });
  return (
    <div className="period-picker">
      <fieldset className="segmented">
        <legend>{legend ?? t('agent.period.label')}</legend>
        {presets.map((p) => (
          <label key={p}>
            <input type="radio" name={id} checked={mode === p} onChange={() => choose(p)} data-testid={`period-${p}`} />
            {t(`agent.period.${p}`)}
          </label>
        ))}
        {custom && (
          <label>
            <input
              type="radio"
              name={id}
              checked={mode === 'custom'}
              onChange={() => choose('custom')}
              data-testid="period-custom"
            />
            {t('agent.period.custom')}
          </label>
        )}
      </fieldset>
      {mode === 'custom' && (
        <form className="code-row period-days" onSubmit={apply} noValidate>
          <div className="field">
            <label htmlFor={`${id}-from`}>{t('agent.period.from')}</label>
            <input id={`${id}-from`} type="date" {...form.register('from')} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-to`}>{t('agent.period.to')}</label>
            <input id={`${id}-to`} type="date" {...form.register('to')} />
          </div>
          <button type="submit" className="btn" data-testid="period-apply">
            {t('agent.period.apply')}
          </button>
        </form>
      )}
      {problem && (
        <p className="form-error" role="alert">
          {t(`agent.period.problems.${problem}`, { days: MAX_DAYS })}
        </p>
      )}
    </div>
  );
}

/** The period the answer covers, in the merchant's time zone. */
export function PeriodShown({ from, to, timezone }: { from: string; to: string; timezone: string }) {
  const { t } = useTranslation();
  return (
    <p className="hint period-shown" data-testid="period-shown">
      {t('agent.period.shown', { span: spanLabel(from, to), timezone })}
    </p>
  );
}
