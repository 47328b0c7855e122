import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../api/countries.ts';
import { Field } from './Field.tsx';

type PhoneFieldsProps = {
  dialingCode: string;
  onDialingCode: (code: string) => void;
  mobile: string;
  onMobile: (mobile: string) => void;
  error?: string | undefined;
  /** The number is required unless the form says otherwise (an optional number on the username form). */
  required?: boolean;
  testId?: string;
};

/** Country dialing code and mobile number, side by side. */
export function PhoneFields({
  dialingCode,
  onDialingCode,
  mobile,
  onMobile,
  error,
  required = true,
  testId = 'mobile',
}: PhoneFieldsProps) {
  const { t } = useTranslation();
  const countries = useCountries();
  const id = useId();
  const current = countries.data?.find((c) => c.countryDialingCode === dialingCode);
  return (
    <div className="phone-fields">
      <div className="field dialing-code">
        <label htmlFor={id}>{t('auth.dialingCode')}</label>
        <div className="dialing-select">
          {current && <img src={current.flag} alt="" width={20} height={14} />}
          <select
            id={id}
            value={dialingCode}
            onChange={(e) => onDialingCode(e.target.value)}
            data-testid={`${testId}-code`}
          >
            {(countries.data ?? [{ countryCode: 'KH', countryDialingCode: dialingCode, flag: '' }]).map((c) => (
              <option key={c.countryCode} value={c.countryDialingCode}>
                {c.countryCode} +{c.countryDialingCode}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Field
        label={t('auth.mobile')}
        required={required}
        inputMode="numeric"
        autoComplete="tel-national"
        value={mobile}
        onChange={(e) => onMobile(e.target.value)}
        error={error}
        testId={testId}
      />
    </div>
  );
}
