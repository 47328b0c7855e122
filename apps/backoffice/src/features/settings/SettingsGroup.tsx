import { zodResolver } from '@hookform/resolvers/zod';
import { type MerchantSettings, type MerchantSettingsUpdate, merchantSettingsUpdate } from '@mekong/contracts';
import { type ReactNode, useMemo } from 'react';
import { type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorAlert, Notice } from '../../shared/ui/Alert.tsx';
import { type SettingsSource, useSaveSettings } from './api.ts';

export type SettingsValues = z.input<typeof merchantSettingsUpdate>;
export type SettingsForm = UseFormReturn<SettingsValues, unknown, MerchantSettingsUpdate>;
export type GroupKey = keyof SettingsValues;

type Props = {
  /** The group's name in `settings.groups` and its test id. */
  id: string;
  keys: readonly GroupKey[];
  settings: MerchantSettings;
  editable: boolean;
  /** Whose settings: the signed-in brand's own unless a platform operator configures another. */
  source?: SettingsSource;
  children: (form: SettingsForm) => ReactNode;
  /**
   * A group whose screen differs from the API (money typed in major units): how saved settings
   * are shown, and how the typed values become the API's before the shared schema checks them.
   */
  screen?: { show: (v: SettingsValues) => SettingsValues; send: (v: SettingsValues) => SettingsValues };
};

/**
 * One group of the brand's settings as a form of its own, checked by the shared update schema:
 * its save sends only this group's part, so another group's unsaved edits never go with it.
 * Read-only (every control disabled, no save) for the roles that may not change settings.
 */
export function SettingsGroup({ id, keys, settings, editable, source, children, screen }: Props) {
  const { t } = useTranslation();
  const save = useSaveSettings(source);
  const values = useMemo(() => {
    const saved = Object.fromEntries(keys.map((k) => [k, settings[k]])) as SettingsValues;
    return screen ? screen.show(saved) : saved;
  }, [keys, settings, screen]);
  const resolver = useMemo<Resolver<SettingsValues, unknown, MerchantSettingsUpdate>>(() => {
    const shared = zodResolver(merchantSettingsUpdate);
    return screen ? (v, context, options) => shared(screen.send(v), context, options) : shared;
  }, [screen]);
  // `values`: the form follows the saved settings, so a save (or a refetch) leaves it clean.
  const form: SettingsForm = useForm<SettingsValues, unknown, MerchantSettingsUpdate>({
    resolver,
    values,
  });
  const submit = form.handleSubmit(async (body) => {
    await save.mutateAsync(body).then(
      () => undefined,
      () => undefined,
    );
  });
  const titleId = `settings-${id}-title`;
  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby={titleId} data-testid={`settings-${id}`}>
      <h2 id={titleId}>{t(`settings.groups.${id}`)}</h2>
      <fieldset className="settings-fields" disabled={!editable}>
        {children(form)}
      </fieldset>
      <ErrorAlert error={save.error} />
      {save.isSuccess && !form.formState.isDirty && <Notice>{t('settings.saved')}</Notice>}
      {editable && (
        <div className="button-row">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={save.isPending || !form.formState.isDirty}
            data-testid={`settings-${id}-save`}
          >
            {t('common.save')}
          </button>
        </div>
      )}
    </form>
  );
}
