import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/ui/Field.tsx';
import { toMajorInput, toMinor } from '../../shared/ui/money-input.ts';
import { Check } from './controls.tsx';
import type { SettingsForm, SettingsValues } from './SettingsGroup.tsx';

/** The player-protection group's fields: cooling-off, reality check, and the identity-check rules. */
export const PROTECTION_KEYS = [
  'limitCoolingOffHours',
  'realityCheckMinutes',
  'showSessionClock',
  'exclusionAcrossBrands',
  'kycWithdrawLevel',
  'kycDepositTotal',
  'kycDepositLevel',
] as const;

/**
 * The deposit total typed in major units (empty: no rule), kept in minor units by the API. Text
 * that is not an amount goes on as typed, for the shared schema to refuse in its own words.
 */
export const PROTECTION_SCREEN = {
  show: (v: SettingsValues) => ({
    ...v,
    kycDepositTotal: v.kycDepositTotal == null ? '' : toMajorInput(v.kycDepositTotal),
  }),
  send: (v: SettingsValues) => {
    const typed = (v.kycDepositTotal ?? '').trim();
    return { ...v, kycDepositTotal: typed === '' ? null : (toMinor(typed) ?? typed) };
  },
};

export function ProtectionFields({ form, currency }: { form: SettingsForm; currency: string }) {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="filters">
      <Field label={t('settings.limitCoolingOffHours')} error={errors.limitCoolingOffHours}>
        {(a) => (
          <input
            {...a}
            type="number"
            min={1}
            max={720}
            {...register('limitCoolingOffHours', { valueAsNumber: true })}
            data-testid="settings-cooling-off"
          />
        )}
      </Field>
      <Field label={t('settings.realityCheckMinutes')} error={errors.realityCheckMinutes}>
        {(a) => (
          <input
            {...a}
            type="number"
            min={1}
            max={240}
            {...register('realityCheckMinutes', { valueAsNumber: true })}
            data-testid="settings-reality-check"
          />
        )}
      </Field>
      <Check
        label={t('settings.showSessionClock')}
        {...register('showSessionClock')}
        data-testid="settings-session-clock"
      />
      <Check
        label={t('settings.exclusionAcrossBrands')}
        {...register('exclusionAcrossBrands')}
        data-testid="settings-exclusion-across"
      />
      <Field label={t('settings.kycWithdrawLevel')} error={errors.kycWithdrawLevel}>
        {(a) => (
          <select {...a} {...register('kycWithdrawLevel')} data-testid="settings-kyc-withdraw">
            {(['NONE', 'BASIC', 'VERIFIED'] as const).map((level) => (
              <option key={level} value={level}>
                {t(`settings.kycLevels.${level}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={t('settings.kycDepositTotal', { currency })}
        hint={t('settings.kycDepositTotalHint')}
        error={errors.kycDepositTotal}
      >
        {(a) => (
          <input
            {...a}
            {...register('kycDepositTotal')}
            inputMode="decimal"
            autoComplete="off"
            data-testid="settings-kyc-deposit-total"
          />
        )}
      </Field>
      <Field label={t('settings.kycDepositLevel')} error={errors.kycDepositLevel}>
        {(a) => (
          <select {...a} {...register('kycDepositLevel')} data-testid="settings-kyc-deposit-level">
            {(['BASIC', 'VERIFIED'] as const).map((level) => (
              <option key={level} value={level}>
                {t(`settings.kycLevels.${level}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
