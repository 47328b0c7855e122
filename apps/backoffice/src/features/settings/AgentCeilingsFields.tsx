import { CONTRACT_KINDS, type ContractKind } from '@mekong/contracts';
import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/ui/Field.tsx';
import { bpsToPercent, percentToBps } from '../../shared/ui/percent.ts';
import type { SettingsForm, SettingsValues } from './SettingsGroup.tsx';

/** The group's part of the settings: the brand's ceilings on its top-level agents' offers. */
export const AGENT_CEILING_KEYS = ['topAgentRateCeilings'] as const;

type Ceilings = SettingsValues['topAgentRateCeilings'];
const eachKind = <T,>(from: Partial<Record<ContractKind, T>> | undefined, to: (value: T) => unknown) =>
  Object.fromEntries(CONTRACT_KINDS.map((kind) => [kind, from?.[kind] === undefined ? '' : to(from[kind] as T)]));

/**
 * The ceilings typed in percent (what an operator thinks in, and what agents see), kept by the
 * API in basis points like every contract rate. Text that is not a percentage goes on as typed,
 * for the shared schema to refuse in its own words.
 */
export const AGENT_CEILINGS_SCREEN = {
  show: (v: SettingsValues) => ({
    ...v,
    topAgentRateCeilings: eachKind(v.topAgentRateCeilings, bpsToPercent) as Ceilings,
  }),
  send: (v: SettingsValues) => ({
    ...v,
    topAgentRateCeilings: eachKind(
      v.topAgentRateCeilings as Record<ContractKind, unknown> | undefined,
      (typed) => percentToBps(String(typed)) ?? typed,
    ) as Ceilings,
  }),
};

export function AgentCeilingsFields({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <p className="hint">{t('settings.agentCeilingsHint')}</p>
      <div className="filters">
        {CONTRACT_KINDS.map((kind) => (
          <Field key={kind} label={t(`settings.agentCeiling.${kind}`)} error={errors.topAgentRateCeilings?.[kind]}>
            {(a) => (
              <input
                {...a}
                {...register(`topAgentRateCeilings.${kind}`)}
                inputMode="decimal"
                autoComplete="off"
                data-testid={`settings-ceiling-${kind}`}
              />
            )}
          </Field>
        ))}
      </div>
    </>
  );
}
