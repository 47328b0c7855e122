import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/** What react-hook-form reports for a field (a zod issue's code and message). */
type Problem = { type?: string | number; message?: string } | undefined;

/** A zod problem's text: the schema's own key (`totp.format`) when it has one, else by issue kind. */
export function useProblemText() {
  const { t } = useTranslation();
  return (error: Problem) => {
    if (!error) return '';
    const byKind = t(`validation.${error.type}`, { defaultValue: t('validation.invalid') });
    return error.message ? t(`validation.${error.message.replaceAll('.', '_')}`, { defaultValue: byKind }) : byKind;
  };
}

type Props = {
  label: string;
  error?: Problem;
  hint?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
};

/** A labelled control with its problem (translated) right below it, tied by aria-describedby. */
export function Field({ label, error, hint, children }: Props) {
  const id = useId();
  const problem = useProblemText()(error);
  const describedBy = [problem ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': !!error, ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {hint && (
        <small id={`${id}-hint`} className="hint">
          {hint}
        </small>
      )}
      {problem && (
        <small id={`${id}-error`} className="field-error" role="alert">
          {problem}
        </small>
      )}
    </div>
  );
}
