import { UI_LANGUAGES } from '@mekong/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '../../shared/session/roles.ts';
import { useSession } from '../../shared/session/session.ts';
import { ErrorAlert, Notice } from '../../shared/ui/Alert.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { toMajorInput, toMinor } from '../../shared/ui/money-input.ts';
import { AGENT_CEILING_KEYS, AGENT_CEILINGS_SCREEN, AgentCeilingsFields } from './AgentCeilingsFields.tsx';
import { OWN_SETTINGS, type SettingsSource, useMerchantSettings } from './api.ts';
import { Check, CountriesInput, Problem } from './controls.tsx';
import { DomainsFields, LinksFields } from './ListFields.tsx';
import { ModulesFields } from './ModulesFields.tsx';
import { PROTECTION_KEYS, PROTECTION_SCREEN, ProtectionFields } from './ProtectionFields.tsx';
import { RulesTable } from './RulesTable.tsx';
import { type GroupKey, SettingsGroup, type SettingsValues } from './SettingsGroup.tsx';
import './settings.css';

/** Each group's part of the settings: what its save sends. */
const GROUPS = {
  brand: ['name', 'logoUrl', 'themePrimary', 'themeAccent'],
  languages: ['timezone', 'defaultLanguage', 'languages'],
  access: ['maintenance', 'maintenanceMessage', 'regionMode', 'regionCountries', 'minimumAge'],
  passwords: ['defaultPassword', 'passwordExpiryDays'],
  adjustments: ['adjustmentApprovalAbove'],
  protection: PROTECTION_KEYS,
  agentCeilings: AGENT_CEILING_KEYS,
  registration: ['registerRules'],
  modules: ['modules'],
  domains: ['domains'],
  links: ['customerServices', 'appLinks'],
} as const satisfies Record<string, readonly GroupKey[]>;

const emptyToNull = (v: unknown) => (v === '' ? null : v);

/**
 * The approval threshold typed in major units; the API keeps minor units. Text that is not an
 * amount goes on as typed, for the shared schema to refuse with its own words.
 */
const THRESHOLD_SCREEN = {
  show: (v: SettingsValues) => ({ ...v, adjustmentApprovalAbove: toMajorInput(v.adjustmentApprovalAbove ?? '0') }),
  send: (v: SettingsValues) => {
    const typed = v.adjustmentApprovalAbove ?? '';
    return { ...v, adjustmentApprovalAbove: toMinor(typed) ?? typed };
  },
};

/** The signed-in brand's settings, group by group: admins change them, every other role reads them. */
export function SettingsPage() {
  const { t } = useTranslation();
  const editable = can(useSession()?.role, 'settingsEdit');
  return (
    <SettingsView source={OWN_SETTINGS} editable={editable} title={t('settings.title')}>
      {!editable && <Notice>{t('settings.readOnly')}</Notice>}
    </SettingsView>
  );
}

type ViewProps = {
  source: SettingsSource;
  editable: boolean;
  title: string;
  /** What comes under the title: a read-only notice, a way back to the brands. */
  children?: ReactNode;
};

/** Any brand's settings, group by group, read and saved through `source`'s calls. */
export function SettingsView({ source, editable, title, children }: ViewProps) {
  const { t } = useTranslation();
  const settings = useMerchantSettings(source);
  const s = settings.data;
  const group = (id: keyof typeof GROUPS) => ({ id, keys: GROUPS[id], editable, source, settings: s! });
  return (
    <section aria-labelledby="settings-title" data-testid="settings-page">
      <h1 id="settings-title">{title}</h1>
      {children}
      <ErrorAlert error={settings.error} />
      {settings.isPending && <p role="status">{t('common.loading')}</p>}
      {s && (
        <>
          <p className="hint" data-testid="settings-fixed">
            {t('settings.fixed', { code: s.code, currency: s.currency })}
          </p>
          <SettingsGroup {...group('brand')}>
            {({ register, formState: { errors }, watch }) => (
              <div className="filters">
                <Field label={t('settings.name')} error={errors.name}>
                  {(a) => <input {...a} {...register('name')} data-testid="settings-name" />}
                </Field>
                <Field label={t('settings.logoUrl')} hint={t('settings.urlHint')} error={errors.logoUrl}>
                  {(a) => <input {...a} {...register('logoUrl')} data-testid="settings-logo" />}
                </Field>
                {(['themePrimary', 'themeAccent'] as const).map((k) => (
                  <Field key={k} label={t(`settings.${k}`)} hint={t('settings.colourHint')} error={errors[k]}>
                    {(a) => (
                      <span className="inline">
                        <input {...a} {...register(k)} data-testid={`settings-${k}`} />
                        <span className="settings-swatch" aria-hidden="true" style={{ background: watch(k) }} />
                      </span>
                    )}
                  </Field>
                ))}
              </div>
            )}
          </SettingsGroup>
          <SettingsGroup {...group('languages')}>
            {({ register, formState: { errors } }) => (
              <>
                <div className="filters">
                  <Field label={t('settings.timezone')} hint={t('settings.timezoneHint')} error={errors.timezone}>
                    {(a) => <input {...a} {...register('timezone')} data-testid="settings-timezone" />}
                  </Field>
                  <Field label={t('settings.defaultLanguage')} error={errors.defaultLanguage}>
                    {(a) => (
                      <select {...a} {...register('defaultLanguage')} data-testid="settings-default-language">
                        {UI_LANGUAGES.map((l) => (
                          <option key={l} value={l}>
                            {t(`settings.language.${l}`)}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                </div>
                <fieldset className="settings-fields">
                  <legend>{t('settings.languagesShown')}</legend>
                  {UI_LANGUAGES.map((l) => (
                    <Check
                      key={l}
                      label={t(`settings.language.${l}`)}
                      value={l}
                      {...register('languages')}
                      data-testid={`settings-language-${l}`}
                    />
                  ))}
                  <Problem error={errors.languages} />
                </fieldset>
              </>
            )}
          </SettingsGroup>
          <SettingsGroup {...group('access')}>
            {({ register, control, formState: { errors } }) => (
              <>
                <Check
                  label={t('settings.maintenance')}
                  {...register('maintenance')}
                  data-testid="settings-maintenance"
                />
                <Field
                  label={t('settings.maintenanceMessage')}
                  hint={t('settings.maintenanceHint')}
                  error={errors.maintenanceMessage}
                >
                  {(a) => (
                    <textarea
                      {...a}
                      rows={3}
                      {...register('maintenanceMessage', { setValueAs: emptyToNull })}
                      data-testid="settings-maintenance-message"
                    />
                  )}
                </Field>
                <div className="filters">
                  <Field label={t('settings.regionMode')} error={errors.regionMode}>
                    {(a) => (
                      <select {...a} {...register('regionMode')} data-testid="settings-region-mode">
                        {(['off', 'allow', 'block'] as const).map((m) => (
                          <option key={m} value={m}>
                            {t(`settings.region.${m}`)}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                  <CountriesInput
                    control={control}
                    label={t('settings.regionCountries')}
                    hint={t('settings.countriesHint')}
                  />
                  <Field label={t('settings.minimumAge')} hint={t('settings.minimumAgeHint')} error={errors.minimumAge}>
                    {(a) => (
                      <input
                        {...a}
                        type="number"
                        min={18}
                        max={25}
                        {...register('minimumAge', { valueAsNumber: true })}
                        data-testid="settings-minimum-age"
                      />
                    )}
                  </Field>
                </div>
              </>
            )}
          </SettingsGroup>
          <SettingsGroup {...group('passwords')}>
            {({ register, formState: { errors } }) => (
              <div className="filters">
                {/* The server answers the default password to admins alone. */}
                {s.defaultPassword !== undefined && (
                  <Field
                    label={t('settings.defaultPassword')}
                    hint={t('settings.defaultPasswordHint')}
                    error={errors.defaultPassword}
                  >
                    {(a) => (
                      <input
                        {...a}
                        {...register('defaultPassword')}
                        autoComplete="off"
                        data-testid="settings-default-password"
                      />
                    )}
                  </Field>
                )}
                <Field
                  label={t('settings.passwordExpiryDays')}
                  hint={t('settings.passwordExpiryHint')}
                  error={errors.passwordExpiryDays}
                >
                  {(a) => (
                    <input
                      {...a}
                      type="number"
                      min={0}
                      max={365}
                      {...register('passwordExpiryDays', { valueAsNumber: true })}
                      data-testid="settings-password-expiry"
                    />
                  )}
                </Field>
              </div>
            )}
          </SettingsGroup>
          <SettingsGroup {...group('adjustments')} screen={THRESHOLD_SCREEN}>
            {({ register, formState: { errors } }) => (
              <div className="filters">
                <Field
                  label={t('settings.adjustmentApprovalAbove', { currency: s.currency })}
                  hint={t('settings.adjustmentApprovalHint')}
                  error={errors.adjustmentApprovalAbove}
                >
                  {(a) => (
                    <input
                      {...a}
                      {...register('adjustmentApprovalAbove')}
                      inputMode="decimal"
                      autoComplete="off"
                      data-testid="settings-adjustment-threshold"
                    />
                  )}
                </Field>
              </div>
            )}
          </SettingsGroup>
          <SettingsGroup {...group('protection')} screen={PROTECTION_SCREEN}>
            {(form) => <ProtectionFields form={form} currency={s.currency} />}
          </SettingsGroup>
          <SettingsGroup {...group('agentCeilings')} screen={AGENT_CEILINGS_SCREEN}>
            {(form) => <AgentCeilingsFields form={form} />}
          </SettingsGroup>
          <SettingsGroup {...group('registration')}>{(form) => <RulesTable form={form} />}</SettingsGroup>
          <SettingsGroup {...group('modules')}>{(form) => <ModulesFields form={form} />}</SettingsGroup>
          <SettingsGroup {...group('domains')}>{(form) => <DomainsFields form={form} />}</SettingsGroup>
          <SettingsGroup {...group('links')}>{(form) => <LinksFields form={form} />}</SettingsGroup>
        </>
      )}
    </section>
  );
}
