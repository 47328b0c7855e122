import { PATTERN_IDS, REGISTER_FIELDS } from '@mekong/contracts';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Problem } from './controls.tsx';
import type { SettingsForm, SettingsValues } from './SettingsGroup.tsx';

type RuleKey = 'enabled' | 'required' | 'minLength' | 'maxLength' | 'patternId';

/** The player registration form, field by field: shown, required, shortest, longest and accepted pattern. */
export function RulesTable({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  const { register } = form;
  const errors = form.formState.errors.registerRules as
    | Record<string, Partial<Record<RuleKey, { message?: string; type?: string }>> | undefined>
    | undefined;
  const path = (field: string, key: RuleKey) => `registerRules.${field}.${key}` as FieldPath<SettingsValues>;
  return (
    <div className="table-wrap">
      <table className="data-table" data-testid="settings-rules">
        <caption>{t('settings.rules.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('settings.rules.field')}</th>
            <th scope="col">{t('settings.rules.enabled')}</th>
            <th scope="col">{t('settings.rules.required')}</th>
            <th scope="col">{t('settings.rules.minLength')}</th>
            <th scope="col">{t('settings.rules.maxLength')}</th>
            <th scope="col">{t('settings.rules.pattern')}</th>
          </tr>
        </thead>
        <tbody>
          {REGISTER_FIELDS.map((field) => {
            const e = errors?.[field];
            const name = t(`settings.fields.${field}`);
            return (
              <tr key={field} data-testid={`rule-${field}`}>
                <th scope="row">{name}</th>
                {(['enabled', 'required'] as const).map((k) => (
                  <td key={k}>
                    <input
                      type="checkbox"
                      aria-label={t(`settings.rules.${k}Of`, { field: name })}
                      {...register(path(field, k))}
                      data-testid={`rule-${field}-${k}`}
                    />
                  </td>
                ))}
                {(['minLength', 'maxLength'] as const).map((k) => (
                  <td key={k}>
                    <input
                      type="number"
                      min={0}
                      aria-label={t(`settings.rules.${k}Of`, { field: name })}
                      aria-invalid={!!e?.[k]}
                      {...register(path(field, k), { valueAsNumber: true })}
                      data-testid={`rule-${field}-${k}`}
                    />
                    <Problem error={e?.[k]} />
                  </td>
                ))}
                <td>
                  <select
                    aria-label={t('settings.rules.patternOf', { field: name })}
                    {...register(path(field, 'patternId'), { valueAsNumber: true })}
                    data-testid={`rule-${field}-patternId`}
                  >
                    {PATTERN_IDS.map((id) => (
                      <option key={id} value={id}>
                        {t(`settings.patterns.${id}`)}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
