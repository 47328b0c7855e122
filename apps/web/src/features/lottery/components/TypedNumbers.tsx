import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type TypedNumbersProps = { digits: number; value: string; onChange: (text: string) => void; invalid: string[] };

/** A free text box for typed lists of numbers ("05 15 25", "05,15"). */
export function TypedNumbers({ digits, value, onChange, invalid }: TypedNumbersProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field typed-numbers">
      <label htmlFor={id}>{t('lottery.pick.typed', { n: digits })}</label>
      <textarea
        id={id}
        rows={2}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid.length > 0}
        aria-describedby={`${id}-hint`}
        spellCheck={false}
        autoComplete="off"
        inputMode="numeric"
        data-testid="typed-numbers"
      />
      <span id={`${id}-hint`} className={invalid.length ? 'field-error' : 'hint'}>
        {invalid.length
          ? t('lottery.pick.typedInvalid', { numbers: invalid.join(' '), n: digits })
          : t('lottery.pick.typedHint')}
      </span>
    </div>
  );
}
