import { type InputHTMLAttributes, type Ref, useId } from 'react';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  testId?: string;
  /** The form layer's handle on the input (react-hook-form's `register`). */
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input; a required field's placeholder starts with a star, as on the original site. */
export function Field({ label, error, testId, required, placeholder, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        data-testid={testId}
        placeholder={required ? `* ${placeholder ?? label}` : (placeholder ?? label)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
