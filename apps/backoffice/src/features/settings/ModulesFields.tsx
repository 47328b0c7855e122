import { MODULES, type ModuleDef } from '@mekong/contracts';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SettingsForm, SettingsValues } from './SettingsGroup.tsx';

const CATALOGUE: readonly ModuleDef[] = MODULES;
const depthOf = (m: ModuleDef): number => {
  const parent = CATALOGUE.find((p) => p.modId === m.parent);
  return parent ? depthOf(parent) + 1 : 0;
};

/** Each module of the catalogue, under its parent: a module is on for players only if its parents are. */
export function ModulesFields({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="hint">{t('settings.modulesHint')}</p>
      <ul className="settings-modules" data-testid="settings-modules">
        {CATALOGUE.map((m) => (
          <li key={m.modId} style={{ paddingInlineStart: `${depthOf(m) * 1.5}em` }}>
            <label className="settings-check">
              <input
                type="checkbox"
                {...form.register(`modules.${m.modId}` as FieldPath<SettingsValues>)}
                data-testid={`module-${m.modId}`}
              />
              {/* The catalogue's own label (the contracts name each module once, in English). */}
              {m.label} <code>{m.modId}</code>
            </label>
          </li>
        ))}
      </ul>
    </>
  );
}
