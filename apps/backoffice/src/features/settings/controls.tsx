import { type ComponentProps, useEffect, useId, useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useProblemText } from '../../shared/ui/Field.tsx';
import type { SettingsValues } from './SettingsGroup.tsx';

type ProblemOf = { message?: string; type?: string | number } | undefined;

/** A checkbox with its label after it (React 19 passes a registered field's ref as a prop). */
export function Check({ label, ...input }: { label: string } & ComponentProps<'input'>) {
  return (
    <label className="settings-check">
      <input type="checkbox" {...input} />
      {label}
    </label>
  );
}

/** A problem of a list or a row (translated), where no single field carries it. */
export function Problem({ error, id }: { error?: ProblemOf; id?: string }) {
  const text = useProblemText()(error);
  if (!text) return null;
  return (
    <small id={id} className="field-error" role="alert">
      {text}
    </small>
  );
}

const parseCountries = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);

/** The region's country codes typed as a list ("KH, TH"), kept in the form as the array the API takes. */
export function CountriesInput({
  control,
  label,
  hint,
}: {
  control: Control<SettingsValues>;
  label: string;
  hint: string;
}) {
  const id = useId();
  const { field, fieldState } = useController({ control, name: 'regionCountries' });
  const value = (field.value ?? []) as string[];
  const [text, setText] = useState(value.join(', '));
  // A save or a reset replaces the list: the text follows unless it already says the same.
  useEffect(() => {
    setText((current) => (parseCountries(current).join() === value.join() ? current : value.join(', ')));
  }, [value]);
  const errors = fieldState.error as unknown as ProblemOf | ProblemOf[] | undefined;
  const first = Array.isArray(errors) ? errors.find(Boolean) : errors;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={field.ref}
        name={field.name}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          field.onChange(parseCountries(e.target.value));
        }}
        onBlur={field.onBlur}
        aria-invalid={!!first}
        aria-describedby={`${id}-hint${first ? ` ${id}-error` : ''}`}
        data-testid="settings-region-countries"
      />
      <small id={`${id}-hint`} className="hint">
        {hint}
      </small>
      <Problem error={first} id={`${id}-error`} />
    </div>
  );
}
