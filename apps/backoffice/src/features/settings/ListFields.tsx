import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/ui/Field.tsx';
import { Check } from './controls.tsx';
import type { SettingsForm } from './SettingsGroup.tsx';

const CS_TYPES = ['MESSENGER', 'TELEGRAM', 'LIVECHAT'] as const;
const APP_TYPES = ['IOS', 'ANDROID', 'IOS_LITE'] as const;
const emptyToNull = (v: unknown) => (v === '' ? null : v);

/** The brand's host names, each listed (shown to players as a mirror) or not; the list is saved whole. */
export function DomainsFields({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  const { control, register } = form;
  const errors = form.formState.errors.domains;
  const list = useFieldArray({ control, name: 'domains' });
  return (
    <>
      {list.fields.length === 0 && <p className="hint">{t('common.none')}</p>}
      {list.fields.map((row, i) => (
        <div key={row.id} className="settings-row" data-testid="settings-domain">
          <Field label={t('settings.domain', { n: i + 1 })} error={errors?.[i]?.domain}>
            {(a) => <input {...a} {...register(`domains.${i}.domain`)} data-testid={`settings-domain-${i}`} />}
          </Field>
          <Check label={t('settings.listed')} {...register(`domains.${i}.listed`)} />
          <RemoveButton onClick={() => list.remove(i)} label={t('settings.removeDomain', { n: i + 1 })} />
        </div>
      ))}
      <button
        type="button"
        className="btn settings-edit-only"
        onClick={() => list.append({ domain: '', listed: true })}
      >
        {t('settings.addDomain')}
      </button>
    </>
  );
}

/** Customer-service links and app download links, each list saved whole. */
export function LinksFields({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  const { control, register } = form;
  const errors = form.formState.errors;
  const services = useFieldArray({ control, name: 'customerServices' });
  const apps = useFieldArray({ control, name: 'appLinks' });
  return (
    <>
      <h3>{t('settings.customerServices')}</h3>
      {services.fields.length === 0 && <p className="hint">{t('common.none')}</p>}
      {services.fields.map((row, i) => {
        const e = errors.customerServices?.[i];
        return (
          <div key={row.id} className="settings-row" data-testid="settings-service">
            <Field label={t('settings.csType')} error={e?.csType}>
              {(a) => (
                <select {...a} {...register(`customerServices.${i}.csType`)}>
                  {CS_TYPES.map((c) => (
                    <option key={c} value={c}>
                      {t(`settings.cs.${c}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t('settings.csTitle')} error={e?.title}>
              {(a) => <input {...a} {...register(`customerServices.${i}.title`)} />}
            </Field>
            <Field label={t('settings.url')} error={e?.url}>
              {(a) => <input {...a} {...register(`customerServices.${i}.url`)} />}
            </Field>
            <Field label={t('settings.vipUrl')} hint={t('settings.optional')} error={e?.vipUrl}>
              {(a) => <input {...a} {...register(`customerServices.${i}.vipUrl`, { setValueAs: emptyToNull })} />}
            </Field>
            <RemoveButton onClick={() => services.remove(i)} label={t('settings.removeService', { n: i + 1 })} />
          </div>
        );
      })}
      <button
        type="button"
        className="btn settings-edit-only"
        onClick={() => services.append({ csType: 'LIVECHAT', title: '', url: '', vipUrl: null })}
      >
        {t('settings.addService')}
      </button>
      <h3>{t('settings.appLinks')}</h3>
      {apps.fields.length === 0 && <p className="hint">{t('common.none')}</p>}
      {apps.fields.map((row, i) => {
        const e = errors.appLinks?.[i];
        return (
          <div key={row.id} className="settings-row" data-testid="settings-app">
            <Field label={t('settings.appType')} error={e?.resourceType}>
              {(a) => (
                <select {...a} {...register(`appLinks.${i}.resourceType`)}>
                  {APP_TYPES.map((c) => (
                    <option key={c} value={c}>
                      {t(`settings.app.${c}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t('settings.url')} error={e?.url}>
              {(a) => <input {...a} {...register(`appLinks.${i}.url`)} />}
            </Field>
            <Field label={t('settings.qrCodeUrl')} hint={t('settings.qrHint')} error={e?.qrCodeUrl}>
              {(a) => <input {...a} {...register(`appLinks.${i}.qrCodeUrl`)} />}
            </Field>
            <RemoveButton onClick={() => apps.remove(i)} label={t('settings.removeApp', { n: i + 1 })} />
          </div>
        );
      })}
      <button
        type="button"
        className="btn settings-edit-only"
        onClick={() => apps.append({ resourceType: 'ANDROID', url: '', qrCodeUrl: '' })}
      >
        {t('settings.addApp')}
      </button>
    </>
  );
}

function RemoveButton({ onClick, label }: { onClick: () => void; label: string }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn btn-small settings-edit-only" onClick={onClick} aria-label={label}>
      {t('settings.remove')}
    </button>
  );
}
